import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { InterviewState } from '../../../core/api/candidate';
import { candidateMessages } from '../../../core/candidate-messages';
import { deriveProgress } from '../../../core/interview-rules';
import { ApiError } from '../../lib/api';
import type { CandidateSession } from './api';
import { InterviewerVoice, type VoiceState } from './speech';
import { SegmentsMissingError, streamTurn, type TurnRequest } from './turnStream';
import { initialTurnState, interviewTurnsReducer, type PendingAnswer } from './interviewTurnsReducer';

export type { PendingAnswer, TurnPhase } from './interviewTurnsReducer';

/** Whether the interviewer still owes a message (nothing asked yet, or the last answer has no reply). */
export const replyOwed = (state: Pick<InterviewState, 'turns'>) => state.turns.at(-1)?.speaker !== 'bot';

/**
 * The conversation: the turns stored on the server, the reply being streamed, the answer in
 * flight, and what to retry when the network or the server failed (state in `interviewTurnsReducer`).
 */
export function useInterviewTurns(session: CandidateSession, initial: InterviewState) {
  const [state, dispatch] = useReducer(interviewTurnsReducer, initial, initialTurnState);
  const [voiceState, setVoiceState] = useState<VoiceState>('idle');
  const voice = useRef<InterviewerVoice | null>(null);
  /** The request under way, so recovery can drop it. */
  const inFlight = useRef<AbortController | null>(null);
  /** Sends segments the server named missing again (set by the hands-free answer under way). */
  const resendSegments = useRef<((missing: number[]) => Promise<boolean>) | null>(null);

  useEffect(() => {
    const current = new InterviewerVoice(setVoiceState);
    voice.current = current;
    return () => current.silence();
  }, []);

  const run = useCallback(
    async (request: TurnRequest) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: 'request', request });
      voice.current?.begin();
      let final = '';
      let confirmed = request.kind === 'next';
      // A segmented answer whose segments did not all arrive: send those again, then the end of turn again.
      for (let resends = 0; ; resends++) {
        try {
          await streamTurn(session, request, {
            signal: controller.signal,
            onAttempt: () => dispatch({ type: 'attempt' }),
            onBusy: () => dispatch({ type: 'busy' }),
            onEvent: (event) => {
              if (controller.signal.aborted) return;
              if (event.type === 'answer') confirmed = true;
              else if (event.type === 'audio') voice.current?.addAudio(event);
              else if (event.type === 'bot') final = event.turn.text;
              else if (event.type === 'empty') voice.current?.silence();
              dispatch({ type: 'event', event });
            },
          });
          if (final && !controller.signal.aborted) voice.current?.finish(final);
          return;
        } catch (error) {
          if (controller.signal.aborted) return; // dropped on purpose (recovery): the caller says what follows
          const resend = resendSegments.current;
          if (error instanceof SegmentsMissingError && resend && resends < 2 && (await resend(error.missing))) continue;
          voice.current?.silence();
          const fallback =
            !confirmed && request.kind === 'answer' && (request.recording || request.segments)
              ? candidateMessages.processingFailed
              : candidateMessages.responseFailed;
          dispatch({
            type: 'failed',
            message: error instanceof ApiError ? error.message : fallback,
            // Once the answer is stored, a retry only asks for the reply: nothing is uploaded twice.
            request: confirmed ? { kind: 'next' } : request,
          });
          return;
        } finally {
          if (inFlight.current === controller && controller.signal.aborted) inFlight.current = null;
        }
      }
    },
    [session],
  );

  const { nextSeq, awaitingAnswer: owed } = deriveProgress(state.turns);
  const awaitingAnswer = owed && !state.finished;
  const canAnswer = state.phase === 'idle' && !state.failure && awaitingAnswer;

  /** Sends the candidate's answer (a recording, typed text, or both). */
  const answer = useCallback(
    (given: PendingAnswer) => {
      resendSegments.current = null;
      return run({
        kind: 'answer',
        seq: nextSeq,
        text: given.text,
        recording: given.recording,
        durationMs: given.durationMs,
      });
    },
    [run, nextSeq],
  );

  /**
   * Ends a hands-free answer `seq` uploaded as `segments` speech segments; `resend` sends again
   * those the server never received.
   */
  const answerSegments = useCallback(
    (
      seq: number,
      segments: number,
      durationMs: number,
      resend: (missing: number[]) => Promise<boolean>,
      generation?: number,
    ) => {
      resendSegments.current = resend;
      return run({ kind: 'answer', seq, segments, durationMs, generation });
    },
    [run],
  );

  /** Recovery: drop the reply under way and forget the answer `seq` and all after it (the server withdrew them). */
  const withdraw = useCallback((seq: number) => {
    inFlight.current?.abort();
    voice.current?.silence();
    dispatch({ type: 'withdrawn', seq });
  }, []);

  /** Recovery: drop the request under way (its answer is not confirmed). */
  const cancel = useCallback(() => {
    inFlight.current?.abort();
    voice.current?.silence();
    dispatch({ type: 'cancelled' });
  }, []);

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
    durations: state.durations,
    failure: failure?.message ?? null,
    notice: state.notice,
    finished: state.finished,
    questionsAsked: state.questionsAsked,
    maxQuestions: initial.maxQuestions,
    canAnswer,
    /** What the interviewer's voice is doing (hands-free turns wait for it to finish). */
    voiceState,
    nextSeq,
    answer,
    answerSegments,
    withdraw,
    cancel,
    askNext,
    retry,
    silence,
    speak,
  };
}

export type InterviewTurns = ReturnType<typeof useInterviewTurns>;
