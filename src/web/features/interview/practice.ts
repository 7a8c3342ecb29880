/**
 * The practice question before the interview (not recorded, not assessed, skippable): the
 * candidate says a sentence and sees that the microphone and the voice-activity detector heard
 * them and that the thinking pause ended their turn. Pure — PracticeQuestion feeds it the
 * endpointing events (src/core/turn-taking.ts) and the detector's status. Nothing is kept but
 * how long the candidate spoke: no audio leaves the page. See docs/decisions/0031-hands-free-turns.md.
 */
import type { EndpointEvent } from '../../../core/turn-taking';

/** No speech heard this long after the detector is ready: the page offers tap-to-answer or typing. */
export const PRACTICE_SILENCE_MS = 20_000;

export type PracticePhase =
  /** The detector (model and runtime) is loading. */
  | 'loading'
  /** Waiting for the candidate to speak. */
  | 'listening'
  /** The candidate is speaking (short pauses included). */
  | 'speaking'
  /** The thinking pause ended the practice answer: everything works. */
  | 'heard'
  /** Nothing was heard as speech in time. */
  | 'unheard'
  /** The detector could not load in this browser: hands-free answering is not possible. */
  | 'failed';

export type PracticeState = {
  phase: PracticePhase;
  /** Detector clock (ms) when the listening began, and when speech first started. */
  listeningSinceMs: number | null;
  speechStartMs: number | null;
  /** Speech from its start to the last voiced frame, once the pause ended the turn. */
  spokenMs: number | null;
};

export type PracticeAction =
  | { type: 'detector'; status: 'loading' | 'ready' | 'failed' }
  | { type: 'event'; event: EndpointEvent }
  /** Time passes on the detector's clock (each frame). */
  | { type: 'tick'; nowMs: number }
  | { type: 'retry' };

export const initialPractice = (): PracticeState => ({
  phase: 'loading',
  listeningSinceMs: null,
  speechStartMs: null,
  spokenMs: null,
});

export function practiceStep(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'detector':
      if (action.status === 'failed') return { ...state, phase: 'failed' };
      if (action.status === 'ready' && state.phase === 'loading') return { ...state, phase: 'listening' };
      return state;
    case 'retry':
      if (state.phase === 'failed' || state.phase === 'loading') return state;
      return { phase: 'listening', listeningSinceMs: null, speechStartMs: null, spokenMs: null };
    case 'tick':
      if (state.phase !== 'listening') return state;
      if (state.listeningSinceMs === null) return { ...state, listeningSinceMs: action.nowMs };
      return action.nowMs - state.listeningSinceMs >= PRACTICE_SILENCE_MS ? { ...state, phase: 'unheard' } : state;
    case 'event': {
      const { event } = action;
      if (event.type === 'speech-start' && state.phase === 'listening') {
        return { ...state, phase: 'speaking', speechStartMs: event.atMs };
      }
      if (event.type === 'end-of-turn' && state.phase === 'speaking') {
        const spokenMs = Math.max(0, event.lastSpeechMs - (state.speechStartMs ?? event.lastSpeechMs));
        return { ...state, phase: 'heard', spokenMs };
      }
      return state;
    }
  }
}

/** "3.4" — seconds with one decimal, as the candidate is told them. */
export const seconds = (ms: number) => (ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 });
