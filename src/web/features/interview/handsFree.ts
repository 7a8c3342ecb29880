/**
 * Hands-free turn-taking: who has the floor and what the page must do next. Pure — the hook
 * (useHandsFree) feeds it what the detector, the interviewer's voice and the turn stream report,
 * and performs the effects it returns. See docs/decisions/0031-hands-free-turns.md.
 *
 * waiting    the interviewer has the floor (thinking, writing or speaking); speech while it is
 *            audible is a barge-in: its voice stops and the answer starts.
 * listening  the interviewer is done and the answer is open (recording), no speech yet.
 * speaking   the candidate is answering (short pauses included).
 * holding    a thinking pause ended the answer; it is sent after a short recovery window (and once
 *            the answer can be sent); speech in the window continues the same answer.
 * off        tap mode, or no detector: the page's buttons drive the turn.
 */
export type HandsFreeStage = 'off' | 'waiting' | 'listening' | 'speaking' | 'holding';

/** What the interviewer's voice is doing: nothing, about to speak (its reply is owed), or playing. */
export type VoiceState = 'idle' | 'pending' | 'playing';

export type HandsFreeState = {
  stage: HandsFreeStage;
  voice: VoiceState;
  /** The server awaits an answer and nothing is in flight (the turn stream's `canAnswer`). */
  canAnswer: boolean;
  /** The hold ran out: send as soon as the answer can be sent. */
  holdElapsed: boolean;
  /** When the candidate first spoke in this answer (page clock, ms), for its duration. */
  speechStartedAt: number | null;
  /** The last thing worth telling the candidate about. */
  last: 'barge-in' | 'recovered' | null;
};

export type HandsFreeAction =
  | { type: 'enable' }
  | { type: 'disable' }
  | { type: 'voice'; voice: VoiceState }
  | { type: 'can-answer'; canAnswer: boolean }
  | { type: 'speech-start'; atMs: number }
  | { type: 'end-of-turn'; atMs: number }
  /** "I'm finished" or the time limit: the answer ends now, without a recovery window. */
  | { type: 'finish'; atMs: number }
  | { type: 'hold-elapsed' }
  /** The answer could not be sent or came back empty: listen again for the same question. */
  | { type: 'answer-returned' };

export type HandsFreeEffect =
  | { type: 'start-answer' }
  | { type: 'stop-voice' }
  | { type: 'start-hold' }
  | { type: 'cancel-hold' }
  | { type: 'send-answer'; reason: 'pause' | 'finished' };

export const initialHandsFree = (canAnswer: boolean): HandsFreeState => ({
  stage: 'off',
  voice: 'idle',
  canAnswer,
  holdElapsed: false,
  speechStartedAt: null,
  last: null,
});

type Step = { state: HandsFreeState; effects: HandsFreeEffect[] };

/** From waiting: the floor passes to the candidate once the interviewer is silent and an answer is awaited. */
function maybeOpen(state: HandsFreeState, effects: HandsFreeEffect[] = []): Step {
  if (state.stage === 'waiting' && state.voice === 'idle' && state.canAnswer) {
    return {
      state: { ...state, stage: 'listening', speechStartedAt: null },
      effects: [...effects, { type: 'start-answer' }],
    };
  }
  return { state, effects };
}

/** From holding: send once the hold ran out and the server can take the answer. */
function maybeSend(state: HandsFreeState, reason: 'pause' | 'finished', effects: HandsFreeEffect[] = []): Step {
  if (state.stage === 'holding' && state.holdElapsed && state.canAnswer) {
    return {
      state: { ...state, stage: 'waiting', holdElapsed: false, canAnswer: false, voice: 'pending' },
      effects: [...effects, { type: 'send-answer', reason }],
    };
  }
  return { state, effects };
}

export function handsFreeStep(state: HandsFreeState, action: HandsFreeAction): Step {
  switch (action.type) {
    case 'enable':
      if (state.stage !== 'off') return { state, effects: [] };
      return maybeOpen({ ...state, stage: 'waiting', holdElapsed: false, last: null });
    case 'disable':
      return {
        state: { ...state, stage: 'off', holdElapsed: false, speechStartedAt: null },
        effects: state.stage === 'holding' ? [{ type: 'cancel-hold' }] : [],
      };
    case 'voice':
      return maybeOpen({ ...state, voice: action.voice });
    case 'can-answer': {
      const next = { ...state, canAnswer: action.canAnswer };
      return next.stage === 'holding' ? maybeSend(next, 'pause') : maybeOpen(next);
    }
    case 'speech-start':
      switch (state.stage) {
        case 'listening':
          return { state: { ...state, stage: 'speaking', speechStartedAt: action.atMs, last: null }, effects: [] };
        case 'holding':
          // Recovery: the candidate went on after the pause; the same answer continues.
          return {
            state: { ...state, stage: 'speaking', holdElapsed: false, last: 'recovered' },
            effects: [{ type: 'cancel-hold' }],
          };
        case 'waiting':
          // Barge-in: only over a voice that is actually playing.
          if (state.voice !== 'playing') return { state, effects: [] };
          return {
            state: { ...state, stage: 'speaking', voice: 'idle', speechStartedAt: action.atMs, last: 'barge-in' },
            effects: [{ type: 'stop-voice' }, { type: 'start-answer' }],
          };
        default:
          return { state, effects: [] };
      }
    case 'end-of-turn':
      if (state.stage !== 'speaking') return { state, effects: [] };
      return { state: { ...state, stage: 'holding', holdElapsed: false }, effects: [{ type: 'start-hold' }] };
    case 'finish':
      if (state.stage !== 'speaking' && state.stage !== 'holding' && state.stage !== 'listening') {
        return { state, effects: [] };
      }
      return maybeSend(
        { ...state, stage: 'holding', holdElapsed: true },
        'finished',
        state.stage === 'holding' ? [{ type: 'cancel-hold' }] : [],
      );
    case 'hold-elapsed':
      if (state.stage !== 'holding') return { state, effects: [] };
      return maybeSend({ ...state, holdElapsed: true }, 'pause');
    case 'answer-returned':
      if (state.stage !== 'waiting') return { state, effects: [] };
      return maybeOpen({ ...state, voice: 'idle' });
  }
}

/** How long a declared end of turn is held before the answer is sent (speech inside it continues the answer). */
export const RECOVERY_WINDOW_MS = 500;
