import { useEffect, useRef, useState } from 'react';
import type { InterviewState, PublicPosting } from '../../../core/api/candidate';
import { candidateMessages } from '../../../core/candidate-messages';
import { Alert } from '../../components/Alert';
import { ApiError } from '../../lib/api';
import { Spinner } from '../../components/Spinner';
import { answerTimeLimitSeconds, currentQuestionIndex } from '../../../core/interview-plan-timing';
import { AnswerControls, clock } from './AnswerControls';
import { candidateApi, type CandidateSession } from './api';
import { CompletionDialog } from './CompletionDialog';
import { AiProviderNote, JobPanel } from './JobPanel';
import { StageHeading } from './StageHeading';
import { Transcript } from './Transcript';
import { replyOwed, useInterviewTurns } from './useInterviewTurns';
import type { MediaControls } from './useMediaStream';
import { VideoPreview } from './VideoPreview';
import { HandsFreePanel } from './HandsFreePanel';
import { useHandsFree } from './useHandsFree';
import { answerModeStore, type AnswerMode } from './answerMode';
import { thinkingPauseMs } from '../../../core/turn-taking';
import type { MoreTime } from './useMoreTime';
import { Card } from '../../components/Card';

interface LiveInterviewProps {
  session: CandidateSession;
  posting: PublicPosting;
  initial: InterviewState;
  /** Null when the candidate continues without camera and microphone. */
  media: MediaControls | null;
  /** "I need more time to think" (also offered in the practice question). */
  moreTime: MoreTime;
  onSubmitted: () => void;
  /** An employer's preview as candidate: the completion dialog says nothing reaches the hiring team. */
  preview?: boolean;
}

const phaseText = {
  transcribing: candidateMessages.transcribing,
  busy: candidateMessages.transcriptionBusyRetrying,
  replying: 'Processing...',
} as const;

/** Stage 3: the spoken interview, turn by turn, then the completion dialog. */
export function LiveInterview({
  session,
  posting,
  initial,
  media,
  moreTime,
  onSubmitted,
  preview,
}: LiveInterviewProps) {
  const interview = useInterviewTurns(session, initial);
  const [finishingEarly, setFinishingEarly] = useState(false);
  const [recording, setRecording] = useState(false);
  const started = useRef(false);
  const { askNext, speak } = interview;

  // On arrival: ask for the opening question (or the reply still owed), else repeat the current question.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (initial.finished) return;
    if (replyOwed(initial)) void askNext();
    else speak(initial.turns.at(-1)?.text ?? '');
  }, [initial, askNext, speak]);

  const stream = media?.stream ?? null;
  const speechToText = initial.speechToText;
  const typedOnly = !speechToText || !stream;
  const typedOnlyReason = !speechToText
    ? candidateMessages.speechOff
    : !stream
      ? 'Your camera and microphone are not in use, so please type your answers.'
      : undefined;
  // The interview's plan version sets the question count and each question's own time limit.
  const plan = initial.plan;
  const total = plan?.questionCount ?? interview.maxQuestions;
  const current = Math.min(Math.max(interview.questionsAsked, 1), total);
  const answerSeconds = answerTimeLimitSeconds(plan, currentQuestionIndex(interview.questionsAsked, total));

  // Hands-free turns (the default when speech can be heard), or tap to answer: the candidate's choice.
  const [mode, setMode] = useState<AnswerMode>(() => answerModeStore.load());
  const pauseMs = thinkingPauseMs(plan?.thinkingPauseMs, moreTime.on);
  const handsFree = useHandsFree({
    session,
    interview,
    stream,
    enabled: mode === 'hands-free' && !typedOnly && !interview.finished,
    thinkingPauseMs: pauseMs,
    onRecordingChange: setRecording,
  });
  const showHandsFree = mode === 'hands-free' && !typedOnly && handsFree.detector !== 'failed';
  const chooseMode = (next: AnswerMode) => {
    setMode(next);
    answerModeStore.save(next);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <aside className="order-2 lg:order-1 lg:col-span-1">
        <JobPanel title={posting.title} description={posting.description} compact />
      </aside>

      <Card
        as="section"
        padding="compact"
        aria-labelledby="live-heading"
        className="order-1 space-y-4 lg:order-2 lg:col-span-2"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StageHeading id="live-heading">Interview</StageHeading>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <AiProviderNote provider={posting.aiProvider} />
            {interview.questionsAsked > 0 && (
              <>
                <span>
                  Question {current} of {total}
                </span>
                <span>· {clock(answerSeconds)} to answer</span>
              </>
            )}
          </div>
        </div>

        <div className="grid gap-4 md:grid-cols-5">
          <VideoPreview
            stream={stream}
            cameraOn={media?.cameraOn ?? false}
            onToggleCamera={media?.toggleCamera}
            recording={recording}
            className="md:col-span-2"
          />
          <div className="md:col-span-3">
            <Transcript
              turns={interview.turns}
              draft={interview.draft}
              pending={interview.pending}
              phase={interview.phase}
              durations={interview.durations}
            />
          </div>
        </div>

        {interview.phase !== 'idle' && <Spinner label={phaseText[interview.phase]} className="justify-start" />}
        {interview.notice && <Alert tone="info">{interview.notice}</Alert>}
        {interview.failure && (
          <div className="space-y-2">
            <Alert tone="error">{interview.failure}</Alert>
            <button type="button" className="btn-secondary" onClick={() => void interview.retry()}>
              Retry
            </button>
          </div>
        )}

        {moreTime.problem && <Alert tone="error">{moreTime.problem}</Alert>}
        {!interview.finished && showHandsFree && (
          <HandsFreePanel
            state={handsFree.state}
            detector={handsFree.detector}
            problem={handsFree.problem}
            stream={stream}
            answerSeconds={answerSeconds}
            thinkingPauseMs={pauseMs}
            moreTime={moreTime.on}
            onMoreTimeChange={moreTime.set}
            onFinish={handsFree.finish}
            onUseTap={() => chooseMode('tap')}
          />
        )}
        {!interview.finished && !showHandsFree && (
          <>
            {mode === 'hands-free' && handsFree.detector === 'failed' && !typedOnly && (
              <p className="text-sm text-slate-600">
                Hands-free answering could not start in this browser, so tap to answer (or type).
              </p>
            )}
            <AnswerControls
              interview={interview}
              stream={stream}
              typedOnly={typedOnly}
              typedOnlyReason={typedOnlyReason}
              onRecordingChange={setRecording}
              answerSeconds={answerSeconds}
            />
            {mode === 'tap' && !typedOnly && !recording && (
              <button type="button" className="link text-sm" onClick={() => chooseMode('hands-free')}>
                Answer hands-free instead (no tapping between answers)
              </button>
            )}
          </>
        )}

        <div className="flex justify-end border-t border-slate-100 pt-4">
          <button
            type="button"
            className="btn-secondary"
            disabled={interview.phase !== 'idle' || recording}
            onClick={() => setFinishingEarly(true)}
          >
            Finish Interview Early
          </button>
        </div>
      </Card>

      <CompletionDialog
        open={interview.finished || finishingEarly}
        finished={interview.finished}
        preview={preview}
        onCancel={() => setFinishingEarly(false)}
        unsentAnswer={Boolean(interview.pending)}
        onSubmit={async (keepInTouch) => {
          try {
            await candidateApi.submit(session, keepInTouch);
          } catch (error) {
            // Already submitted (another tab, or the first response was lost): the interview is in.
            if (!(error instanceof ApiError && error.status === 409)) throw error;
          }
          interview.silence();
          media?.stop();
        }}
        onDone={onSubmitted}
      />
    </div>
  );
}
