import type { ReactNode } from 'react';
import { AI_ADVISORY_LABEL } from '../../../core/decision-reasons';
import { splitFeedback } from '../../../core/feedback-sections';
import type { InterviewView } from '../../../core/api/review';
import { scoreBand } from '../../../core/score';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useRetryFeedback } from '../../lib/review';
import { AboutAssessmentLink } from './ScoreCells';
import { Card } from '../../components/Card';

type FeedbackProps = { interview: InterviewView };

function RetryButton({ id, label }: { id: string; label: string }) {
  const retry = useRetryFeedback();
  return (
    <div className="space-y-3">
      <button type="button" className="btn-primary" disabled={retry.isPending} onClick={() => retry.mutate(id)}>
        {retry.isPending ? 'Retrying...' : label}
      </button>
      {retry.isError && <Alert tone="error">{errorMessage(retry.error, 'Failed to retry. Please try again.')}</Alert>}
    </div>
  );
}

function OverallScore({ interview }: FeedbackProps) {
  const { score } = interview;
  if (score === null) return null;
  if (interview.scoreBasis === 'assessor' && interview.aiScoreWithheld)
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700" data-testid="overall-score-withheld">
        <strong>No Overall Score by default:</strong> the rule-based assessor misses its validity targets. See the
        scorecard’s evidence, and rate the competencies: the team’s ratings give the score. <AboutAssessmentLink />
      </p>
    );
  const strong = scoreBand(score) === 'strong';
  return (
    <div
      className={`flex items-baseline gap-2 rounded-xl p-4 ${strong ? 'bg-green-50 text-green-800' : 'bg-yellow-50 text-yellow-800'}`}
    >
      <span className="text-sm font-semibold tracking-wide uppercase">Overall Score</span>
      <span className="text-4xl font-bold tabular-nums" data-testid="overall-score">
        {score}
      </span>
      <span className="text-sm">/ 100</span>
      {interview.scoreBasis && interview.scoreBasis !== 'assessor' && (
        <span className="text-sm">settled by your team’s ratings (AI estimate {interview.aiScore ?? '—'})</span>
      )}
    </div>
  );
}

/** Next to every AI score: the score advises, people decide (docs/decisions/0020-audit-log-and-oversight.md). */
export function AdvisoryNote() {
  return (
    <p className="text-xs font-medium text-slate-600" data-testid="ai-advisory">
      {AI_ADVISORY_LABEL}
    </p>
  );
}

function FeedbackBody({ interview }: FeedbackProps) {
  const { preamble, sections } = splitFeedback(interview.feedback ?? '');
  return (
    <div className="mt-4 space-y-5">
      <AdvisoryNote />
      <OverallScore interview={interview} />
      {interview.scoreBasis && interview.scoreBasis !== 'assessor' && (
        <p className="text-sm text-slate-600">
          The text below is the AI’s assessment as it was written; your team’s ratings since then are on the scorecard
          and in the score above.
        </p>
      )}
      <WithheldFeedback withheld={interview.aiScoreWithheld}>
        {preamble && <p className="text-sm whitespace-pre-line text-slate-600">{preamble}</p>}
        {sections
          .filter(
            (section) =>
              section.heading !== 'Overall Score' || section.body.replace(/^\d+(\s*\/\s*100)?\.?$/, '') !== '',
          )
          .map((section) => (
            <section key={section.heading}>
              <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{section.heading}</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{section.body || '—'}</p>
            </section>
          ))}
      </WithheldFeedback>
    </div>
  );
}

/** A withheld estimate's written feedback (it states the estimate) stays one click away. */
function WithheldFeedback({ withheld, children }: { withheld: boolean; children: ReactNode }) {
  if (!withheld) return <>{children}</>;
  return (
    <details className="space-y-5">
      <summary className="cursor-pointer text-sm font-semibold text-indigo-700">
        Show the rule-based feedback (it states the estimate)
      </summary>
      <div className="mt-4 space-y-5">{children}</div>
    </details>
  );
}

/** The AI assessment in its seven sections; Pending Review while it runs; a failure with Retry. */
export function FeedbackCard({ interview }: FeedbackProps) {
  let content;
  if (interview.feedbackStatus === 'done' && interview.feedback) content = <FeedbackBody interview={interview} />;
  else if (interview.feedbackStatus === 'failed') {
    content = (
      <div className="mt-4 space-y-4">
        <Alert tone="error">
          The AI assessment failed{interview.feedbackError ? `: ${interview.feedbackError}` : '.'}
        </Alert>
        {interview.can.retryFeedback && <RetryButton id={interview.id} label="Retry" />}
      </div>
    );
  } else if (interview.feedbackStatus === 'pending' || interview.feedbackStatus === 'running') {
    content = <Spinner label="The AI assessment is being written..." className="mt-4 justify-start" />;
  } else {
    content = (
      <div className="mt-4 space-y-4">
        <p className="text-sm text-slate-600">
          The assessment starts when the candidate submits the interview.
          {interview.can.retryFeedback && ' You can also assess what has been recorded so far.'}
        </p>
        {interview.can.retryFeedback && <RetryButton id={interview.id} label="Assess now" />}
      </div>
    );
  }
  const reviewed = interview.feedbackStatus === 'done' && Boolean(interview.feedback);
  return (
    <Card aria-labelledby="feedback-heading" as="section">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="feedback-heading" className="text-lg font-semibold text-slate-900">
          AI Feedback
        </h2>
        {!reviewed && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            Pending Review
          </span>
        )}
        {reviewed && interview.ruleBased && (
          <span
            className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800"
            title="Written by Screenroom's builtin offline assessor from fixed rules; no AI model was used."
          >
            Rule-based assessment
          </span>
        )}
        {reviewed && interview.assessor?.kind === 'openai-compatible' && (
          <span
            className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-800"
            title="Written by the configured OpenAI-compatible model."
          >
            {interview.assessor.model ? `AI model: ${interview.assessor.model}` : 'AI model'}
          </span>
        )}
      </div>
      {content}
    </Card>
  );
}
