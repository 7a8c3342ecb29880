import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { InterviewState } from '../../../core/api/candidate';
import { candidateMessages } from '../../../core/candidate-messages';
import { deriveProgress } from '../../../core/interview-rules';
import { ApiError } from '../../lib/api';
import type { CandidateSession } from './api';
import { InterviewerVoice, type VoiceState } from './speech';
import { streamTurn, type TurnRequest } from './turnStream';
import { initialTurnState, turnReducer, type PendingAnswer } from './turnState';

export type { PendingAnswer, TurnPhase } from './turnState';

/** Whether the interviewer still owes a message (nothing asked yet, or the last answer has no reply). */
export const replyOwed = (state: Pick<InterviewState, 'turns'>) => state.turns.at(-1)?.speaker !== 'bot';

/**
 * The conversation: the turns stored on the server, the reply being streamed, the answer in
 * flight, and what to retry when the network or the server failed (state in `turnReducer`).
 */
export function useInterviewTurns(session: CandidateSession, initial: InterviewState) {
  const [state, dispatch] = useReducer(turnReducer, initial, initialTurnState);
  const [voiceState, setVoiceState] = useState<VoiceState>('idle');
  const voice = useRef<InterviewerVoice | null>(null);

  useEffect(() => {
    const current = new InterviewerVoice(setVoiceState);
    voice.current = current;
    return () => current.silence();
  }, []);

  const run = useCallback(
    async (request: TurnRequest) => {
      dispatch({ type: 'request', request });
      voice.current?.begin();
      let final = '';
      let confirmed = request.kind === 'next';
      try {
        await streamTurn(session, request, {
          onAttempt: () => dispatch({ type: 'attempt' }),
          onBusy: () => dispatch({ type: 'busy' }),
          onEvent: (event) => {
            if (event.type === 'answer') confirmed = true;
            else if (event.type === 'audio') voice.current?.addAudio(event);
            else if (event.type === 'bot') final = event.turn.text;
            else if (event.type === 'empty') voice.current?.silence();
            dispatch({ type: 'event', event });
          },
        });
        if (final) voice.current?.finish(final);
      } catch (error) {
        voice.current?.silence();
        const fallback =
          !confirmed && request.kind === 'answer' && request.recording
            ? candidateMessages.processingFailed
            : candidateMessages.responseFailed;
        dispatch({
          type: 'failed',
          message: error instanceof ApiError ? error.message : fallback,
          // Once the answer is stored, a retry only asks for the reply: nothing is uploaded twice.
          request: confirmed ? { kind: 'next' } : request,
        });
      }
    },
    [session],
  );

  const { nextSeq, awaitingAnswer: owed } = deriveProgress(state.turns);
  const awaitingAnswer = owed && !state.finished;
  const canAnswer = state.phase === 'idle' && !state.failure && awaitingAnswer;

  /** Sends the candidate's answer (a recording, typed text, or both). */
  const answer = useCallback((given: PendingAnswer) => run({ kind: 'answer', seq: nextSeq, ...given }), [run, nextSeq]);

  const askNext = useCallback(() => run({ kind: 'next' }), [run]);
  const { failure } = state;
  const retry = useCallback(() => (failure ? run(failure.request) : Promise.resolve()), [failure, run]);
  const silence = useCallback(() => voice.current?.silence(), []);
  const speak = useCallback((text: string) => voice.current?.speakInBrowser(text), []);

  return {
    turns: state.turns,
    draft: state.draft,
    phase: state.phase,
    pending: state.pending,
    failure: failure?.message ?? null,
    notice: state.notice,
    finished: state.finished,
    questionsAsked: state.questionsAsked,
    maxQuestions: initial.maxQuestions,
    canAnswer,
    /** What the interviewer's voice is doing (hands-free turns wait for it to finish). */
    voiceState,
    answer,
    askNext,
    retry,
    silence,
    speak,
  };
}

export type InterviewTurns = ReturnType<typeof useInterviewTurns>;
