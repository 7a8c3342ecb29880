/**
 * Endpointing: from the voice-activity detector's per-frame speech probabilities (Silero VAD,
 * 32 ms frames at 16 kHz) to what the candidate is doing — speech started, a segment of speech
 * ended (uploaded while the answer goes on), the answer ended after a thinking pause. Pure: the
 * browser feeds it live frames, `bench/turn-taking.ts` feeds it the same model's output over
 * recorded speech. See docs/decisions/0031-hands-free-turns.md.
 */

/** Silero VAD v5 reads 512-sample frames at 16 kHz: one probability per 32 ms. */
export const VAD_FRAME_MS = 32;

/** The thinking pause that ends an answer: the default, and the range a plan may set. */
export const THINKING_PAUSE = { defaultMs: 2500, minMs: 1500, maxMs: 5000 } as const;

/** The plan editor's field error for a pause outside THINKING_PAUSE. */
export const THINKING_PAUSE_MESSAGE = `The thinking pause must be from ${THINKING_PAUSE.minMs / 1000} to ${THINKING_PAUSE.maxMs / 1000} seconds.`;

/** "I need more time to think": the pause is this much longer, up to `accommodatedMaxMs`. */
export const MORE_TIME_EXTRA_MS = 2500;
export const ACCOMMODATED_MAX_MS = 8000;

/** What the employer is told when the candidate chose "I need more time to think". */
export const MORE_TIME_ACCOMMODATION = `the candidate asked for more time to think: each spoken answer ended after a thinking pause ${MORE_TIME_EXTRA_MS / 1000} seconds longer than the plan's (at most ${ACCOMMODATED_MAX_MS / 1000} seconds). Long silences within answers are expected.`;

export type EndpointSettings = {
  /** A frame at or above this starts (or resumes) speech. */
  positiveThreshold: number;
  /** While speaking, a frame below this is silence (between the two: speech goes on). */
  negativeThreshold: number;
  /** Voiced time before speech counts as started (shorter bursts are coughs and clicks). */
  minSpeechMs: number;
  /** Silence that closes a segment for upload (well inside the thinking pause). */
  segmentPauseMs: number;
  /** Silence that ends the answer. */
  thinkingPauseMs: number;
  /** Audio kept before the detected start of a segment, so its first syllable is not clipped. */
  preSpeechPadMs: number;
  /** Continuous speech is cut into segments of at most this, so a monologue is transcribed as it goes. */
  maxSegmentMs: number;
};

export const DEFAULT_ENDPOINT_SETTINGS: EndpointSettings = {
  positiveThreshold: 0.5,
  negativeThreshold: 0.35,
  minSpeechMs: 200,
  segmentPauseMs: 700,
  thinkingPauseMs: THINKING_PAUSE.defaultMs,
  preSpeechPadMs: 300,
  maxSegmentMs: 10_000,
};

/** The thinking pause for a plan's setting (clamped to its range) and the candidate's request for more time. */
export function thinkingPauseMs(planMs: number | null | undefined, moreTime: boolean): number {
  const base =
    typeof planMs === 'number' && Number.isFinite(planMs)
      ? Math.min(THINKING_PAUSE.maxMs, Math.max(THINKING_PAUSE.minMs, planMs))
      : THINKING_PAUSE.defaultMs;
  return moreTime ? Math.min(ACCOMMODATED_MAX_MS, base + MORE_TIME_EXTRA_MS) : base;
}

export type Frame = { probability: number; startMs: number; durationMs: number };

export type EndpointEvent =
  /** Speech started: the first of the answer (`first`) or after a pause. `afterEnd`: after the answer was declared over. */
  | { type: 'speech-start'; atMs: number; first: boolean; afterEnd: boolean }
  /** A segment of speech is complete: its audio runs from `startMs` (padded) to `endMs`. */
  | { type: 'segment-end'; index: number; startMs: number; endMs: number }
  /** The thinking pause elapsed after the last speech, which ended at `lastSpeechMs`. */
  | { type: 'end-of-turn'; atMs: number; lastSpeechMs: number };

export type EndpointState = {
  status: 'silence' | 'onset' | 'speech' | 'pause' | 'ended';
  /** Voiced time accumulated in an onset, and where it began. */
  onsetMs: number;
  onsetStartMs: number;
  /** Where the open segment began (unpadded), or null when none is open. */
  segmentStartMs: number | null;
  /** Segments closed so far in this answer. */
  segments: number;
  /** End of the last voiced frame. */
  lastSpeechMs: number | null;
  /** Where the last closed segment ended: the next one's padding never reaches back over it. */
  lastSegmentEndMs: number;
  heardSpeech: boolean;
  /** The onset under way began after the answer was declared over. */
  endedOnset: boolean;
};

export const initialEndpointState = (): EndpointState => ({
  status: 'silence',
  onsetMs: 0,
  onsetStartMs: 0,
  segmentStartMs: null,
  segments: 0,
  lastSpeechMs: null,
  lastSegmentEndMs: 0,
  heardSpeech: false,
  endedOnset: false,
});

/**
 * One frame in, the new state and what happened. Hysteresis: outside speech a frame is voiced at
 * ≥ positiveThreshold; inside speech it stays voiced down to negativeThreshold.
 */
export function stepEndpoint(
  state: EndpointState,
  frame: Frame,
  settings: EndpointSettings = DEFAULT_ENDPOINT_SETTINGS,
): { state: EndpointState; events: EndpointEvent[] } {
  const events: EndpointEvent[] = [];
  const end = frame.startMs + frame.durationMs;
  const inSpeech = state.status === 'speech';
  const voiced = frame.probability >= (inSpeech ? settings.negativeThreshold : settings.positiveThreshold);
  const next = { ...state };

  if (voiced) {
    if (state.status === 'speech') {
      next.lastSpeechMs = end;
      if (next.segmentStartMs !== null && end - next.segmentStartMs >= settings.maxSegmentMs) {
        events.push(closeSegment(next, end, settings));
        next.segmentStartMs = end;
      }
    } else if (state.status === 'pause') {
      // Speech after a short pause goes on; after a closed segment it opens the next one.
      next.status = 'speech';
      next.lastSpeechMs = end;
      if (next.segmentStartMs === null) {
        next.segmentStartMs = frame.startMs;
        events.push({ type: 'speech-start', atMs: frame.startMs, first: false, afterEnd: false });
      }
    } else {
      // silence, onset or ended: speech must last minSpeechMs to count.
      if (state.status !== 'onset') {
        next.onsetMs = 0;
        next.onsetStartMs = frame.startMs;
      }
      next.onsetMs += frame.durationMs;
      next.status = 'onset';
      if (next.onsetMs >= settings.minSpeechMs) {
        const afterEnd = state.status === 'ended' || state.endedOnset;
        next.status = 'speech';
        next.segmentStartMs = next.onsetStartMs;
        next.lastSpeechMs = end;
        events.push({ type: 'speech-start', atMs: next.onsetStartMs, first: !state.heardSpeech, afterEnd });
        next.heardSpeech = true;
        next.endedOnset = false;
      } else if (state.status === 'ended') {
        next.endedOnset = true;
      }
    }
    return { state: next, events };
  }

  // Not voiced.
  if (state.status === 'onset') {
    next.status = state.endedOnset ? 'ended' : 'silence';
    next.onsetMs = 0;
    next.endedOnset = false;
    return { state: next, events };
  }
  if (state.status === 'speech') next.status = 'pause';
  if (next.status === 'pause' && next.lastSpeechMs !== null) {
    const silentMs = end - next.lastSpeechMs;
    if (next.segmentStartMs !== null && silentMs >= settings.segmentPauseMs) {
      events.push(closeSegment(next, next.lastSpeechMs, settings));
      next.segmentStartMs = null;
    }
    if (silentMs >= settings.thinkingPauseMs) {
      next.status = 'ended';
      events.push({ type: 'end-of-turn', atMs: end, lastSpeechMs: next.lastSpeechMs });
    }
  }
  return { state: next, events };
}

/**
 * The answer ends now without a pause ("I'm finished", the time limit): the open segment, if any,
 * is closed at the last voiced frame.
 */
export function flushEndpoint(
  state: EndpointState,
  settings: EndpointSettings = DEFAULT_ENDPOINT_SETTINGS,
): { state: EndpointState; events: EndpointEvent[] } {
  const events: EndpointEvent[] = [];
  const next: EndpointState = { ...state, status: 'ended', onsetMs: 0, endedOnset: false };
  if (state.segmentStartMs !== null && state.lastSpeechMs !== null) {
    events.push(closeSegment(next, state.lastSpeechMs, settings));
    next.segmentStartMs = null;
  }
  return { state: next, events };
}

/** Closes the open segment of `state` (mutated: counted, end remembered) at `endMs`. */
function closeSegment(state: EndpointState, endMs: number, settings: EndpointSettings): EndpointEvent {
  const start = state.segmentStartMs ?? endMs;
  const event: EndpointEvent = {
    type: 'segment-end',
    index: state.segments,
    startMs: Math.max(0, state.lastSegmentEndMs, start - settings.preSpeechPadMs),
    endMs,
  };
  state.segments += 1;
  state.lastSegmentEndMs = endMs;
  return event;
}

/** Runs frames of equal length through the rule; the events with the frame index they came on. */
export function runEndpoint(
  probabilities: readonly number[],
  frameMs: number,
  settings: EndpointSettings = DEFAULT_ENDPOINT_SETTINGS,
): EndpointEvent[] {
  let state = initialEndpointState();
  const all: EndpointEvent[] = [];
  probabilities.forEach((probability, i) => {
    const result = stepEndpoint(state, { probability, startMs: i * frameMs, durationMs: frameMs }, settings);
    state = result.state;
    all.push(...result.events);
  });
  return all;
}
