import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { InterviewState, PublicPosting } from '../../../core/api/candidate';
import { candidateMessages } from '../../../core/candidate-messages';
import { PageSpinner } from '../../components/Spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { useTitle } from '../../lib/use-title';
import { useShowCandidateBrand } from '../../features/brand/candidate-brand';
import { candidateApi, previewApi, sessionStore, type CandidateSession } from '../../features/interview/api';
import { PreviewFinished } from '../../features/interview/PreviewBanner';
import { interviewLength } from '../../../core/interview-length';
import { AlternativeRequest } from '../../features/interview/AlternativeRequest';
import { CandidateNotice } from '../../features/interview/CandidateNotice';
import { IntakeForm } from '../../features/interview/IntakeForm';
import { Instructions } from '../../features/interview/Instructions';
import { InterviewRoom } from '../../features/interview/InterviewRoom';
import { AiProviderNote, JobPanel } from '../../features/interview/JobPanel';
import { useMediaQuery } from '../../lib/use-media-query';
import { InterviewNotFound, LinkProblem, SubmittedView } from '../../features/interview/StatusViews';
import { SelfIdentificationForm } from '../../features/self-identification/SelfIdentificationForm';

/** docs/product-rules.md §4: loading → intake → media check → live interview → completion → submitted. */
type Stage =
  | { name: 'intake' }
  | { name: 'resuming'; session: CandidateSession }
  | { name: 'resume-failed'; session: CandidateSession; message: string }
  | { name: 'room'; session: CandidateSession; state: InterviewState; resumed: boolean }
  | { name: 'submitted' };

/** The state of an interview that was just created: nothing said yet. */
function freshState(session: CandidateSession, posting: PublicPosting, fullName: string): InterviewState {
  return {
    id: session.interviewId,
    fullName,
    posting: { id: posting.id, title: posting.title, description: posting.description },
    turns: [],
    questionsAsked: 0,
    // The interview's own plan version, as the server counts it (interview-length.ts).
    maxQuestions: interviewLength(session.plan).questionCount,
    finished: false,
    submitted: false,
    speechToText: posting.speechToText,
    serverSpeech: posting.serverSpeech,
    plan: session.plan ?? null,
    moreThinkingTime: false,
  };
}

export type IntakeInvitation = { token: string; fullName: string; email: string };

export function CandidateInterview({
  postingId,
  invitation,
  preview = false,
}: {
  postingId: string;
  invitation?: IntakeInvitation;
  /** Preview as candidate (docs/decisions/0042): the same pages, on the employer's preview routes. */
  preview?: boolean;
}) {
  const intake = preview ? previewApi : candidateApi;
  // A preview keeps its own token, never the one of an application made from this browser.
  const storeKey = preview ? `preview.${postingId}` : postingId;
  /** Tailwind's lg breakpoint: beside-by-side intake from here, form first below it. */
  const wide = useMediaQuery('(min-width: 1024px)');
  const posting = useQuery({
    queryKey: [preview ? 'preview-posting' : 'public-posting', postingId],
    queryFn: () => intake.posting(postingId),
    staleTime: Infinity,
  });
  const [stage, setStage] = useState<Stage>(() => {
    const stored = sessionStore.load(storeKey);
    return stored ? { name: 'resuming', session: stored } : { name: 'intake' };
  });
  useTitle(posting.data ? `Interview: ${posting.data.title}` : 'Interview');
  useShowCandidateBrand(posting.data?.brand);

  // A stored token: pick the interview up where it was left.
  useEffect(() => {
    if (stage.name !== 'resuming') return;
    let cancelled = false;
    candidateApi.state(stage.session).then(
      (state) => {
        if (cancelled) return;
        setStage(
          state.submitted ? { name: 'submitted' } : { name: 'room', session: stage.session, state, resumed: true },
        );
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 404) {
          // The interview is gone (deleted, or a stale token): start a new application.
          sessionStore.clear(storeKey);
          setStage({ name: 'intake' });
        } else {
          setStage({
            name: 'resume-failed',
            session: stage.session,
            message: errorMessage(error, 'We could not load your interview.'),
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [stage, storeKey]);

  if (posting.isPending) return <PageSpinner label="Loading interview..." />;
  if (posting.isError) {
    const error = posting.error;
    if (error instanceof ApiError && error.status === 404) return <InterviewNotFound />;
    if (error instanceof ApiError && error.status === 403)
      return <LinkProblem message={error.message || candidateMessages.inactive} />;
    if (error instanceof ApiError && error.status === 400)
      return <LinkProblem message={candidateMessages.invalidLink} />;
    return <LinkProblem message="We could not load this interview." onRetry={() => void posting.refetch()} />;
  }
  const job = posting.data;

  const startOver = () => {
    sessionStore.clear(storeKey);
    setStage({ name: 'intake' });
  };

  switch (stage.name) {
    case 'resuming':
      return <PageSpinner label="Resuming your interview..." />;
    case 'resume-failed':
      return (
        <LinkProblem message={stage.message} onRetry={() => setStage({ name: 'resuming', session: stage.session })} />
      );
    case 'submitted': {
      if (preview) return <PreviewFinished postingId={postingId} />;
      const saved = sessionStore.load(storeKey);
      const onDelete = saved
        ? async () => {
            await candidateApi.deleteAll(saved);
            sessionStore.clear(storeKey);
          }
        : undefined;
      return (
        <>
          <SubmittedView title={job.title} onDelete={onDelete} />
          {saved && <SelfIdentificationForm session={saved} />}
        </>
      );
    }
    case 'room':
      return (
        <InterviewRoom
          posting={job}
          session={stage.session}
          state={stage.state}
          onSubmitted={() => setStage({ name: 'submitted' })}
          onStartOver={stage.resumed ? startOver : undefined}
          preview={preview}
        />
      );
    case 'intake':
      // On a phone the form comes first, under the job title, with the job text collapsed (issue #27);
      // on a wide screen the job, instructions and notice sit beside the form.
      return (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3 lg:col-start-1 lg:row-start-1">
            <JobPanel title={job.title} description={job.description} collapsed={!wide} />
          </div>
          <div className="space-y-3 lg:col-span-2 lg:col-start-4 lg:row-span-2 lg:row-start-1">
            <IntakeForm
              postingId={postingId}
              length={job.interview}
              knockoutQuestion={job.knockoutQuestion}
              invitation={invitation}
              noticeVersionId={job.notice.versionId}
              start={intake.start}
              onStarted={(session, fullName) => {
                sessionStore.save(storeKey, session);
                setStage({ name: 'room', session, state: freshState(session, job, fullName), resumed: false });
              }}
            />
            {/* A request would reach the hiring team: not part of a preview. */}
            {!preview && <AlternativeRequest postingId={postingId} noticeVersionId={job.notice.versionId} />}
            <AiProviderNote provider={job.aiProvider} />
          </div>
          <div className="space-y-6 lg:col-span-3 lg:col-start-1 lg:row-start-2">
            <Instructions retentionDays={job.retentionDays} length={job.interview} />
            <CandidateNotice text={job.notice.text} version={job.notice.version} />
          </div>
        </div>
      );
  }
}

export default function CandidateInterviewPage() {
  const { id } = useParams();
  return (
    <div className="min-h-full">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {id ? <CandidateInterview key={id} postingId={id} /> : <LinkProblem message={candidateMessages.invalidLink} />}
      </div>
    </div>
  );
}
