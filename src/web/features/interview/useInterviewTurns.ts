import { useCallback, useEffect, useRef, useState } from 'react';
import type { InterviewState, Turn } from '../../../core/api/candidate';
import { candidateMessages } from '../../../core/candidate-messages';
import { deriveProgress } from '../../../core/interview-rules';
import { ApiError } from '../../lib/api';
import type { CandidateSession } from './api';
import { InterviewerVoice } from './speech';
import { streamTurn, type TurnRequest } from './turnStream';

/**
 * idle: waiting for the candidate; transcribing: the answer is uploading or being transcribed;
 * busy: the server's transcription queue is full, the answer is sent again shortly;
 * replying: the bot is writing.
 */
export type TurnPhase = 'idle' | 'transcribing' | 'busy' | 'replying';

/** An answer given but not yet confirmed by the server: shown, and kept for Retry. */
export type PendingAnswer = { text?: string; recording?: Blob };

const upsert = (turns: Turn[], turn: Turn) =>
  [...turns.filter((t) => t.seq !== turn.seq), turn].sort((a, b) => a.seq - b.seq);

/** Whether the interviewer still owes a message (nothing asked yet, or the last answer has no reply). */
export const replyOwed = (state: Pick<InterviewState, 'turns'>) => state.turns.at(-1)?.speaker !== 'bot';

/**
 * The conversation: the turns stored on the server, the reply being streamed, the answer in
 * flight, and what to retry when the network or the server failed.
 */
export function useInterviewTurns(session: CandidateSession, initial: InterviewState) {
  const [turns, setTurns] = useState<Turn[]>(initial.turns);
  const [draft, setDraft] = useState<string | null>(null);
  const [phase, setPhase] = useState<TurnPhase>('idle');
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [failure, setFailure] = useState<{ message: string; request: TurnRequest } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [finished, setFinished] = useState(initial.finished);
  const [questionsAsked, setQuestionsAsked] = useState(initial.questionsAsked);
  const voice = useRef<InterviewerVoice | null>(null);

  useEffect(() => {
    const current = new InterviewerVoice();
    voice.current = current;
    return () => current.silence();
  }, []);

  const run = useCallback(
    async (request: TurnRequest) => {
      setFailure(null);
      setNotice(null);
      setPhase(request.kind === 'answer' && request.recording ? 'transcribing' : 'replying');
      voice.current?.begin();
      let reply = '';
      let final = '';
      let confirmed = request.kind === 'next';
      try {
        await streamTurn(session, request, {
          onAttempt: () => {
            reply = '';
            setDraft(null);
          },
          onBusy: () => setPhase('busy'),
          onEvent: (event) => {
            if (event.type === 'transcribing') {
              setPhase('transcribing');
            } else if (event.type === 'answer') {
              confirmed = true;
              setTurns((list) => upsert(list, event.turn));
              setPending(null);
              setPhase('replying');
            } else if (event.type === 'delta') {
              reply += event.text;
              setDraft(reply);
            } else if (event.type === 'audio') {
              voice.current?.addAudio(event);
            } else if (event.type === 'bot') {
              final = event.turn.text;
              setTurns((list) => upsert(list, event.turn));
              setDraft(null);
              setQuestionsAsked(event.questionsAsked);
              setFinished(event.finished);
              setPhase('idle');
            } else if (event.type === 'empty') {
              setNotice(event.message);
              setPending(null);
              setPhase('idle');
            }
          },
        });
        if (final) voice.current?.finish(final);
      } catch (error) {
        setDraft(null);
        setPhase('idle');
        const fallback =
          !confirmed && request.kind === 'answer' && request.recording
            ? candidateMessages.processingFailed
            : candidateMessages.responseFailed;
        setFailure({
          message: error instanceof ApiError ? error.message : fallback,
          // Once the answer is stored, a retry only asks for the reply: nothing is uploaded twice.
          request: confirmed ? { kind: 'next' } : request,
        });
      }
    },
    [session],
  );

  const { nextSeq, awaitingAnswer: owed } = deriveProgress(turns);
  const awaitingAnswer = owed && !finished;
  const canAnswer = phase === 'idle' && !failure && awaitingAnswer;

  /** Sends the candidate's answer (a recording, typed text, or both). */
  const answer = useCallback(
    (given: PendingAnswer) => {
      setPending(given);
      return run({ kind: 'answer', seq: nextSeq, ...given });
    },
    [run, nextSeq],
  );

  const askNext = useCallback(() => run({ kind: 'next' }), [run]);
  const retry = useCallback(() => (failure ? run(failure.request) : Promise.resolve()), [failure, run]);
  const silence = useCallback(() => voice.current?.silence(), []);
  const speak = useCallback((text: string) => voice.current?.speakInBrowser(text), []);

  return {
    turns,
    draft,
    phase,
    pending,
    failure: failure?.message ?? null,
    notice,
    finished,
    questionsAsked,
    maxQuestions: initial.maxQuestions,
    canAnswer,
    answer,
    askNext,
    retry,
    silence,
    speak,
  };
}

export type InterviewTurns = ReturnType<typeof useInterviewTurns>;
