import type { InterviewState, Turn, TurnEvent } from '../../../core/api/candidate';
import type { TurnRequest } from './turnStream';

/**
 * idle: waiting for the candidate; transcribing: the answer is uploading or being transcribed;
 * busy: the server's transcription queue is full, the answer is sent again shortly;
 * replying: the bot is writing.
 */
export type TurnPhase = 'idle' | 'transcribing' | 'busy' | 'replying';

/** An answer given but not yet confirmed by the server: shown, and kept for Retry. */
export type PendingAnswer = {
  text?: string;
  recording?: Blob;
  /** Sent as speech segments while the candidate spoke (hands-free). */
  spoken?: boolean;
  durationMs?: number;
};

/** The conversation as the candidate page holds it. Pure: `interviewTurnsReducer` is its only writer. */
export type TurnState = {
  turns: Turn[];
  /** The reply being streamed, or null. */
  draft: string | null;
  phase: TurnPhase;
  pending: PendingAnswer | null;
  /** What failed and the request that Retry sends (only the reply once the answer is stored). */
  failure: { message: string; request: TurnRequest } | null;
  notice: string | null;
  finished: boolean;
  questionsAsked: number;
  /** How long each spoken answer of this visit lasted (ms, by seq): "Answer recorded · 0:31". */
  durations: Record<number, number>;
  /** The count before the request under way, restored when its answer is withdrawn. */
  questionsAskedBefore: number;
};

export type TurnAction =
  | { type: 'request'; request: TurnRequest }
  | { type: 'attempt' }
  | { type: 'busy' }
  | { type: 'event'; event: TurnEvent }
  | { type: 'failed'; message: string; request: TurnRequest }
  /** The request under way was dropped (the candidate went on speaking). */
  | { type: 'cancelled' }
  /** The server withdrew the answer `seq` and everything after it: the answer continues. */
  | { type: 'withdrawn'; seq: number };

export const initialTurnState = (initial: InterviewState): TurnState => ({
  turns: initial.turns,
  draft: null,
  phase: 'idle',
  pending: null,
  failure: null,
  notice: null,
  finished: initial.finished,
  questionsAsked: initial.questionsAsked,
  questionsAskedBefore: initial.questionsAsked,
  durations: {},
});

const upsert = (turns: Turn[], turn: Turn) =>
  [...turns.filter((t) => t.seq !== turn.seq), turn].sort((a, b) => a.seq - b.seq);

export function interviewTurnsReducer(state: TurnState, action: TurnAction): TurnState {
  switch (action.type) {
    case 'request': {
      const { request } = action;
      const answer = request.kind === 'answer' ? request : null;
      return {
        ...state,
        failure: null,
        notice: null,
        phase: answer?.recording || answer?.segments ? 'transcribing' : 'replying',
        questionsAskedBefore: state.questionsAsked,
        pending: answer
          ? {
              text: answer.text,
              recording: answer.recording,
              spoken: answer.segments !== undefined,
              durationMs: answer.durationMs,
            }
          : state.pending,
      };
    }
    case 'attempt':
      return { ...state, draft: null };
    case 'busy':
      return { ...state, phase: 'busy' };
    case 'cancelled':
      return { ...state, phase: 'idle', draft: null, pending: null };
    case 'withdrawn':
      return {
        ...state,
        turns: state.turns.filter((turn) => turn.seq < action.seq),
        phase: 'idle',
        draft: null,
        pending: null,
        failure: null,
        finished: false,
        questionsAsked: state.questionsAskedBefore,
      };
    case 'failed':
      return {
        ...state,
        draft: null,
        phase: 'idle',
        failure: { message: action.message, request: action.request },
      };
    case 'event':
      return applyEvent(state, action.event);
  }
}

function applyEvent(state: TurnState, event: TurnEvent): TurnState {
  switch (event.type) {
    case 'transcribing':
      return { ...state, phase: 'transcribing' };
    case 'answer': {
      const durationMs = state.pending?.durationMs;
      const durations =
        durationMs === undefined ? state.durations : { ...state.durations, [event.turn.seq]: durationMs };
      return { ...state, turns: upsert(state.turns, event.turn), pending: null, phase: 'replying', durations };
    }
    case 'delta':
      return { ...state, draft: (state.draft ?? '') + event.text };
    case 'bot':
      return {
        ...state,
        turns: upsert(state.turns, event.turn),
        draft: null,
        questionsAsked: event.questionsAsked,
        finished: event.finished,
        phase: 'idle',
      };
    case 'empty':
      return { ...state, notice: event.message, pending: null, phase: 'idle' };
    case 'audio':
    case 'error':
      return state;
  }
}
