/**
 * Hands-free turn-taking: who has the floor and what the page must do next. Pure — the hook
 * (useHandsFree) feeds it what the detector, the interviewer's voice and the turn stream report,
 * and performs the effects it returns. See docs/decisions/0031-hands-free-turns.md.
 *
 * waiting    the interviewer has the floor (thinking, writing or speaking); speech while it is
 *            audible is a barge-in: its voice stops and the answer starts.
 * listening  the interviewer is done and the answer is open (recording), no speech yet.
 * speaking   the candidate is answering (short pauses included).
 * holding    a thinking pause ended the answer, which cannot be sent yet (the candidate barged in
 *            while the question was still streaming); speech continues the same answer.
 * sent       the answer was sent (its end of turn), the reply is not audible yet: speech now is
 *            recovery — the reply is withdrawn and the same answer continues.
 * off        tap mode, or no detector: the page's buttons drive the turn.
 */
export type HandsFreeStage = 'off' | 'waiting' | 'listening' | 'speaking' | 'holding' | 'sent';

/** What the interviewer's voice is doing: nothing, about to speak (its reply is owed), or playing. */
export type VoiceState = 'idle' | 'pending' | 'playing';

export type HandsFreeState = {
  stage: HandsFreeStage;
  voice: VoiceState;
  /** The server awaits an answer and nothing is in flight (the turn stream's `canAnswer`). */
  canAnswer: boolean;
  /** When the candidate first spoke in this answer (page clock, ms), for its duration. */
  speechStartedAt: number | null;
  /** When the answer was sent by a thinking pause (detector clock, ms): recovery is only possible shortly after; null after "I'm finished". */
  sentAt: number | null;
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
  /** The answer could not be sent or came back empty: listen again for the same question. */
  | { type: 'answer-returned' }
  /** The server would not withdraw the reply (too late): the next answer follows the reply. */
  | { type: 'continue-refused' };

export type HandsFreeEffect =
  /** Open an answer: start recording (and number its segments from the first). */
  | { type: 'start-answer' }
  | { type: 'stop-voice' }
  | { type: 'send-answer'; reason: 'pause' | 'finished' }
  /** Recovery: withdraw the reply, go on with the same answer (recording and segments). */
  | { type: 'continue-answer' }
  /** The sent answer is final: stop its recording and upload it for playback. */
  | { type: 'close-answer' }
  /** The open answer was never sent and hands-free is off now: stop its recording, keep nothing. */
  | { type: 'drop-answer' };

export const initialHandsFree = (canAnswer: boolean): HandsFreeState => ({
  stage: 'off',
  voice: 'idle',
  canAnswer,
  speechStartedAt: null,
  sentAt: null,
  last: null,
});

/**
 * Speech this soon after the end of turn (and before the reply is heard) continues the answer;
 * later speech while the interviewer is still thinking is ignored (the reply comes, then the next answer).
 */
export const RECOVERY_WINDOW_MS = 3000;

type Step = { state: HandsFreeState; effects: HandsFreeEffect[] };

/** From waiting: the floor passes to the candidate once the interviewer is silent and an answer is awaited. */
function maybeOpen(state: HandsFreeState, effects: HandsFreeEffect[] = []): Step {
  if (state.stage === 'sent' && (state.voice === 'playing' || (state.voice === 'idle' && state.canAnswer))) {
    // The reply is audible (or was never spoken): the answer is final.
    return maybeOpen({ ...state, stage: 'waiting' }, [...effects, { type: 'close-answer' }]);
  }
  if (state.stage === 'waiting' && state.voice === 'idle' && state.canAnswer) {
    return {
      state: { ...state, stage: 'listening', speechStartedAt: null },
      effects: [...effects, { type: 'start-answer' }],
    };
  }
  return { state, effects };
}

/** From holding: send as soon as the server can take the answer. */
function maybeSend(
  state: HandsFreeState,
  reason: 'pause' | 'finished',
  /** The end of turn on the detector clock; null: no recovery window ("I'm finished", the time limit). */
  atMs: number | null,
  effects: HandsFreeEffect[] = [],
): Step {
  if (state.stage === 'holding' && state.canAnswer) {
    return {
      state: { ...state, stage: 'sent', canAnswer: false, voice: 'pending', sentAt: atMs },
      effects: [...effects, { type: 'send-answer', reason }],
    };
  }
  return { state, effects };
}

export function handsFreeStep(state: HandsFreeState, action: HandsFreeAction): Step {
  switch (action.type) {
    case 'enable':
      if (state.stage !== 'off') return { state, effects: [] };
      return maybeOpen({ ...state, stage: 'waiting', last: null });
    case 'disable':
      // Switching to tap mode mid-answer drops the unsent answer (the candidate answers it by tapping).
      return {
        state: { ...state, stage: 'off', speechStartedAt: null },
        effects:
          state.stage === 'sent'
            ? [{ type: 'close-answer' }]
            : state.stage === 'listening' || state.stage === 'speaking' || state.stage === 'holding'
              ? [{ type: 'drop-answer' }]
              : [],
      };
    case 'voice':
      return maybeOpen({ ...state, voice: action.voice });
    case 'can-answer': {
      const next = { ...state, canAnswer: action.canAnswer };
      return next.stage === 'holding' ? maybeSend(next, 'pause', next.sentAt) : maybeOpen(next);
    }
    case 'speech-start':
      switch (state.stage) {
        case 'listening':
          return { state: { ...state, stage: 'speaking', speechStartedAt: action.atMs, last: null }, effects: [] };
        case 'holding':
          // The answer was not sent yet: it simply goes on.
          return { state: { ...state, stage: 'speaking', last: 'recovered' }, effects: [] };
        case 'sent':
          // Recovery: the candidate went on right after the end of turn, before the reply was heard.
          if (state.sentAt === null || action.atMs - state.sentAt > RECOVERY_WINDOW_MS) return { state, effects: [] };
          return {
            state: { ...state, stage: 'speaking', voice: 'idle', last: 'recovered' },
            effects: [{ type: 'stop-voice' }, { type: 'continue-answer' }],
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
      return maybeSend({ ...state, stage: 'holding', sentAt: action.atMs }, 'pause', action.atMs);
    case 'finish':
      if (state.stage !== 'speaking' && state.stage !== 'holding' && state.stage !== 'listening') {
        return { state, effects: [] };
      }
      // No recovery window: the candidate said they were finished, so speech now is not a continuation.
      return maybeSend({ ...state, stage: 'holding', sentAt: null }, 'finished', null);
    case 'answer-returned':
      if (state.stage !== 'sent' && state.stage !== 'waiting') return { state, effects: [] };
      // The same answer is open again: its recording goes on.
      if (state.stage === 'sent')
        return { state: { ...state, stage: 'listening', voice: 'idle', speechStartedAt: null }, effects: [] };
      return maybeOpen({ ...state, voice: 'idle' });
    case 'continue-refused':
      if (state.stage !== 'speaking' && state.stage !== 'holding') return { state, effects: [] };
      return maybeOpen({ ...state, stage: 'waiting', voice: 'pending' }, [{ type: 'close-answer' }]);
  }
}
