import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { candidateMessages } from '../../../core/candidate-messages';
import { StageHeading } from './StageHeading';

function Panel({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      {children}
    </section>
  );
}

/** An unknown or malformed link (PRODUCT-SPEC §2 not-found page). */
export function InterviewNotFound() {
  return (
    <Panel>
      <StageHeading className="text-2xl">Interview Not Found</StageHeading>
      <p className="mt-3 text-slate-600">This interview link is invalid or has expired.</p>
      <Link to="/" className="btn-primary mt-8">
        Return Home
      </Link>
    </Panel>
  );
}

/** A link that cannot be used: no id, a posting switched off, or a load failure (with a retry). */
export function LinkProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Panel>
      <StageHeading className="text-2xl">{message}</StageHeading>
      <p className="mt-3 text-slate-600">
        {onRetry
          ? 'Please check your connection and try again.'
          : 'Please contact the company that sent you this link.'}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        {onRetry && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to="/" className={onRetry ? 'btn-secondary' : 'btn-primary'}>
          Return Home
        </Link>
      </div>
    </Panel>
  );
}

/** After submission: final, with the devices already released. */
export function SubmittedView({ title }: { title: string }) {
  return (
    <Panel>
      <StageHeading className="text-2xl">Thank you!</StageHeading>
      <p role="status" className="mt-3 font-medium text-green-700">
        {candidateMessages.submitted}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Your interview for <span className="font-medium text-slate-900">{title}</span> is with the hiring team. You can
        close this page.
      </p>
    </Panel>
  );
}
