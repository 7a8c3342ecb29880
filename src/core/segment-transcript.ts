import type { WordTiming } from './scorecard/quote-start.ts';

/** One transcribed speech segment of an answer (docs/decisions/0030-turn-taking-and-segments.md). */
export type SegmentTranscript = {
  index: number;
  text: string;
  /** 0..1 where the engine reports one, else null (see core/stt-confidence.ts). */
  confidence: number | null;
  durationMs: number;
  /** Word starts in seconds from the start of the answer's recording. */
  words?: WordTiming[] | null;
};

/** The indexes in 0..count-1 that are not among `present`, in order. */
export function missingSegmentIndexes(present: Iterable<number>, count: number): number[] {
  const have = new Set(present);
  const missing: number[] = [];
  for (let i = 0; i < count; i++) if (!have.has(i)) missing.push(i);
  return missing;
}

/**
 * Where a segment's word timings start in the answer's recording: the offset the browser
 * reported, else the speech before it (a lower bound: the pauses between segments are unknown).
 */
export function segmentOffsetSeconds(startMs: number | null | undefined, speechBeforeMs: number): number {
  return (typeof startMs === 'number' && startMs >= 0 ? startMs : speechBeforeMs) / 1000;
}

/** Shifts a segment's word starts (seconds from the segment's start) by its offset in the recording. */
export function shiftWords(words: readonly WordTiming[] | null | undefined, offsetSeconds: number): WordTiming[] {
  return (words ?? []).map((w) => ({ word: w.word, start: Math.round((w.start + offsetSeconds) * 100) / 100 }));
}

/**
 * The answer's transcript from its segments: the texts in index order, joined by a space; the
 * confidence is the mean of the segments' confidences weighted by their speech duration (only
 * segments with words and a reported confidence count; null when none does, as for one recording);
 * the word timings in order.
 */
export function assembleSegments(segments: readonly SegmentTranscript[]): {
  text: string;
  confidence: number | null;
  words: WordTiming[];
} {
  const ordered = [...segments].sort((a, b) => a.index - b.index);
  const texts: string[] = [];
  const words: WordTiming[] = [];
  let weighted = 0;
  let weight = 0;
  for (const segment of ordered) {
    const text = segment.text.trim();
    if (!text) continue;
    texts.push(text);
    words.push(...(segment.words ?? []));
    if (typeof segment.confidence === 'number' && Number.isFinite(segment.confidence)) {
      const w = Math.max(segment.durationMs, 1);
      weighted += segment.confidence * w;
      weight += w;
    }
  }
  const confidence = weight === 0 ? null : Math.round((weighted / weight) * 1000) / 1000;
  return { text: texts.join(' '), confidence, words };
}
