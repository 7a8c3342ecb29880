import { Link, useParams } from 'react-router';
import { MORE_TIME_ACCOMMODATION } from '../../../core/turn-taking';
import { decisionOf, isInProgress } from '../../../core/decisions';
import type { InterviewDetails, InterviewView } from '../../../core/api/review';
import { rejectionReasonLabel } from '../../../core/decision-reasons';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageSpinner } from '../../components/Spinner';
import { AnalyticsCard } from '../../features/review/AnalyticsCard';
import { CommentsCard } from '../../features/review/CommentsCard';
import { CvTextCard } from '../../features/review/CvTextCard';
import { ArchivedBadge, OutcomeBadge } from '../../features/review/Badges';
import { FeedbackCard } from '../../features/review/FeedbackCard';
import { RecordingsList } from '../../features/review/RecordingsList';
import { SecondRoundCard } from '../../features/review/SecondRoundCard';
import { ScorecardCard } from '../../features/review/ScorecardCard';
import { TeamRatingsCard } from '../../features/review/TeamRatingsCard';
import { TranscriptView } from '../../features/review/TranscriptView';
import { useDecisions } from '../../features/review/useDecisions';
import { ApiError } from '../../lib/api';
import { useInterview } from '../../lib/review';
import { useTitle } from '../../lib/use-title';
import { Card } from '../../components/Card';

const createdOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** Who decided, when and why: decisions are people's, and the page says whose. */
function DecisionLine({ interview }: { interview: InterviewDetails }) {
  const decision = interview.decision;
  if (!decision) return null;
  return (
    <div className="mt-2 text-sm text-slate-700" data-testid="decision-record">
      <p>
        {interview.status === 'rejected' ? 'Rejected' : 'Accepted'} by {decision.decidedBy ?? 'a former user'} on{' '}
        <time dateTime={decision.decidedAt}>{createdOn.format(new Date(decision.decidedAt))}</time>
        {decision.reason && <> · Reason: {rejectionReasonLabel(decision.reason)}</>}
      </p>
      {decision.note && <p className="mt-1 whitespace-pre-line text-slate-600">Note: {decision.note}</p>}
    </div>
  );
}

function CandidateHeader({
  interview,
  decisions,
}: {
  interview: InterviewView;
  decisions: ReturnType<typeof useDecisions>;
}) {
  const candidate = { ...interview };
  const inProgress = isInProgress(interview);
  const decided = decisionOf(interview.status) !== null;
  return (
    <Card as="section" aria-label="Candidate">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{interview.fullName}</h1>
            <OutcomeBadge status={interview.status} inProgress={inProgress} />
            {interview.archived && <ArchivedBadge />}
          </div>
          <p className="mt-1 break-all text-slate-700">
            <a href={`mailto:${interview.candidateEmail}`} className="link">
              {interview.candidateEmail}
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Link to={`/job-postings/${interview.jobPostingId}/candidates`} className="link">
              {interview.jobTitle}
            </Link>{' '}
            · Interviewed <time dateTime={interview.createdAt}>{createdOn.format(new Date(interview.createdAt))}</time>
          </p>
          {interview.keepInTouch && (
            <p className="mt-1 text-sm text-slate-500">The candidate would like to be kept in touch.</p>
          )}
          {interview.accommodations.moreThinkingTime && (
            <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              <span className="font-semibold">Accommodation:</span> {MORE_TIME_ACCOMMODATION}
            </p>
          )}
          <DecisionLine interview={interview} />
          {inProgress && (
            <p className="mt-2 text-sm text-slate-700">
              The candidate has not submitted the interview yet, so there is nothing to decide.
            </p>
          )}
          {decided && (
            <p className="mt-1 text-sm text-slate-600" data-testid="decision-mail-status">
              {interview.decisionMailSentAt ? (
                <>
                  Decision e-mail last sent{' '}
                  <time dateTime={interview.decisionMailSentAt}>
                    {createdOn.format(new Date(interview.decisionMailSentAt))}
                  </time>
                </>
              ) : (
                'Decision e-mail not sent yet'
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {interview.cv ? (
            <a
              href={interview.cv.url}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary"
              title={interview.cv.filename}
            >
              View CV
            </a>
          ) : (
            <span className="text-sm text-slate-500">No CV</span>
          )}
          {interview.can.decide && !inProgress && (
            <>
              <button
                type="button"
                className="btn-primary bg-green-700 hover:bg-green-600"
                disabled={interview.status === 'accepted'}
                onClick={() => decisions.decide(candidate, 'accepted')}
              >
                Accept
              </button>
              <button
                type="button"
                className="btn-primary bg-red-600 hover:bg-red-500"
                disabled={interview.status === 'rejected'}
                onClick={() => decisions.decide(candidate, 'rejected')}
              >
                Reject
              </button>
            </>
          )}
          {interview.can.email && decided && interview.submittedAt && (
            <button type="button" className="btn-secondary" onClick={() => decisions.email(candidate)}>
              {interview.decisionMailSentAt ? 'Resend decision e-mail' : 'Send decision e-mail'}
            </button>
          )}
          {interview.can.archive && (
            <button
              type="button"
              className="btn-secondary"
              disabled={decisions.archiving}
              onClick={() => decisions.archive(candidate, !interview.archived)}
            >
              {interview.archived ? 'Restore' : 'Archive'}
            </button>
          )}
        </div>
      </div>
    </Card>
  );
}

export default function InterviewDetailsPage() {
  useTitle('Interview Details');
  const { id = '' } = useParams();
  const { data: interview, error, isPending } = useInterview(id);
  const decisions = useDecisions();

  let body;
  if (isPending) body = <PageSpinner label="Loading interview..." />;
  else if (error || !interview) {
    const notFound = error instanceof ApiError && error.status === 404;
    body = (
      <div className="space-y-4">
        <Alert tone="error">
          {notFound
            ? 'This interview was not found. It may have been deleted, or it belongs to another account.'
            : 'Failed to load the interview. Please try again later.'}
        </Alert>
        <Link to="/interviews" className="btn-secondary">
          Back to Interviews
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <CandidateHeader interview={interview} decisions={decisions} />
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            <FeedbackCard interview={interview} />
            <ScorecardCard
              interviewId={interview.id}
              status={interview.feedbackStatus}
              recordedSeqs={
                new Set(interview.qa.flatMap((item) => (item.answer?.recordingUrl ? [item.answer.seq] : [])))
              }
            />
            <TeamRatingsCard interviewId={interview.id} />
            <RecordingsList items={interview.qa} />
          </div>
          <div className="space-y-6 lg:col-span-2">
            <CvTextCard cv={interview.cv} cvText={interview.cvText} />
            <CommentsCard interviewId={interview.id} />
            {interview.status === 'accepted' && <SecondRoundCard interviewId={interview.id} />}
            <AnalyticsCard analytics={interview.analytics} />
            <TranscriptView transcript={interview.transcript} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Interviews', to: '/interviews' },
          { label: 'Interview Details' },
        ]}
      />
      {decisions.banner}
      {body}
      {decisions.dialogs}
    </div>
  );
}
