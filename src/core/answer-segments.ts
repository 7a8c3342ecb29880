/** Zod-free half of the segment contract, so the candidate page's first download stays small. */
/**
 * The segment contract (docs/decisions/0030-turn-taking-and-segments.md): while the candidate
 * speaks, the browser uploads each speech segment its voice-activity detector yields, numbered,
 * and the server transcribes it at once. The end of the turn is the existing answer call with the
 * number of segments; only the tail is still pending then.
 *
 * Body of a segment upload: raw PCM, 16 kHz, mono, signed 16-bit little-endian, no header,
 * sent as `application/octet-stream` (Float32 samples from the detector are clamped to -1..1 and
 * scaled by 32767).
 */
export const SEGMENT_SAMPLE_RATE = 16_000;
export const SEGMENT_BYTES_PER_SAMPLE = 2;
export const SEGMENT_CONTENT_TYPE = 'application/octet-stream';
/** The longest segment accepted; the browser cuts longer speech into pieces of at most this. */
export const SEGMENT_MAX_SECONDS = 30;
export const SEGMENT_MAX_BYTES = SEGMENT_MAX_SECONDS * SEGMENT_SAMPLE_RATE * SEGMENT_BYTES_PER_SAMPLE;
/** The browser should cut continuous speech at about this length so a long monologue is still transcribed as it goes. */
export const SEGMENT_RECOMMENDED_SECONDS = 10;
/** Segments one answer may have (indexes 0..MAX-1). */
export const SEGMENTS_PER_ANSWER_MAX = 200;
/* The segment endpoints (upload, state, continue, recording): src/core/api/endpoints/candidate.ts. */

/**
 * End of turn: the multipart answer call (`POST /api/public/interviews/:id/answers`) gains the
 * field `segments` — how many segments the answer has (indexes 0..segments-1). With it the server
 * builds the transcript from the segments (a recording sent along is only stored for playback).
 * When some were never received it answers 409 `{ error: { code: SEGMENTS_MISSING, message,
 * missing: number[] } }` and stores nothing; the browser uploads those indexes again and repeats
 * the call.
 */
export const SEGMENTS_FIELD = 'segments';
export const SEGMENTS_MISSING_CODE = 'SEGMENTS_MISSING';

/**
 * Recovery race: the end of turn carries the answer generation the page knows (`generation`
 * field: 0, or what the last `continue` answered). Every `continue` raises the interview's
 * generation, so an end of turn still in flight when the candidate went on speaking is stale:
 * the server stores nothing for it (409 ANSWER_CONTINUED) and the newer end of turn counts.
 */
export const GENERATION_FIELD = 'generation';
export const ANSWER_CONTINUED_CODE = 'ANSWER_CONTINUED' as const;
export const GENERATION_MAX = 1_000_000;

/** Whether an end of turn declared under `declared` must be refused now that the interview is at `current`. */
export function endOfTurnIsStale(declared: number | undefined, current: number): boolean {
  return declared !== undefined && declared < current;
}

/** PCM bytes → seconds of audio. */
export const segmentSeconds = (bytes: number) => bytes / (SEGMENT_SAMPLE_RATE * SEGMENT_BYTES_PER_SAMPLE);

/** The detector's Float32 samples (-1..1) as the contract's 16-bit little-endian PCM. */
export function float32ToPcm16(samples: Float32Array): Uint8Array {
  const out = new Uint8Array(samples.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(i * 2, Math.round(s * 32767), true);
  }
  return out;
}
