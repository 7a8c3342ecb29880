import { useState, type ReactNode } from 'react';
import { candidateMessages } from '../../../core/candidate-messages';
import { useCandidateBrand } from '../brand/candidate-brand';
import { StageHeading } from './StageHeading';
import { Card } from '../../components/Card';

/** "Return Home" is the employer's website; without one there is no home to return to. */
function ReturnHome({ className }: { className: string }) {
  const website = useCandidateBrand()?.websiteUrl;
  if (!website) return null;
  return (
    <a href={website} className={className} rel="noopener">
      Return Home
    </a>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <Card as="section" padding="none" className="mx-auto max-w-xl px-6 py-12 text-center">
      {children}
    </Card>
  );
}

/** An unknown or malformed link (docs/product-rules.md §2 not-found page). */
export function InterviewNotFound() {
  return (
    <Panel>
      <StageHeading className="text-2xl">Interview Not Found</StageHeading>
      <p className="mt-3 text-slate-600">This interview link is invalid or has expired.</p>
      <div className="mt-8 flex justify-center">
        <ReturnHome className="btn-primary" />
      </div>
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
        <ReturnHome className={onRetry ? 'btn-secondary' : 'btn-primary'} />
      </div>
    </Panel>
  );
}

/** The candidate's right to deletion, offered once the interview is in. */
function DeleteMyData({ onDelete, onDeleted }: { onDelete: () => Promise<void>; onDeleted: () => void }) {
  const [state, setState] = useState<'idle' | 'confirm' | 'busy' | 'failed'>('idle');
  const remove = async () => {
    setState('busy');
    try {
      await onDelete();
      onDeleted();
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600">
      {state === 'idle' ? (
        <button type="button" className="link" onClick={() => setState('confirm')}>
          Delete my interview data
        </button>
      ) : (
        <div className="flex flex-col items-center gap-3">
          <p>
            This permanently deletes your answers, recordings and CV. The hiring team will no longer see your
            application.
          </p>
          {state === 'failed' && (
            <p role="alert" className="text-red-700">
              {candidateMessages.deleteDataFailed}
            </p>
          )}
          <div className="flex gap-3">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setState('idle')}
              disabled={state === 'busy'}
            >
              Keep my application
            </button>
            <button
              type="button"
              className="btn-primary bg-red-600 hover:bg-red-500"
              onClick={() => void remove()}
              disabled={state === 'busy'}
            >
              {state === 'busy' ? 'Deleting...' : 'Delete permanently'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** After submission: final, with the devices already released. */
export function SubmittedView({ title, onDelete }: { title: string; onDelete?: () => Promise<void> }) {
  const [deleted, setDeleted] = useState(false);
  if (deleted)
    return (
      <Panel>
        <StageHeading className="text-2xl">Your data has been deleted</StageHeading>
        <p role="status" className="mt-3 text-slate-700">
          Your interview, CV and recordings have been deleted.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          The hiring team no longer sees your application for{' '}
          <span className="font-medium text-slate-900">{title}</span>. You can close this page.
        </p>
      </Panel>
    );
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
      <p className="mt-2 text-sm text-slate-600">
        We have e-mailed you a confirmation with a private link where you can see, download or delete your data at any
        time.
      </p>
      {onDelete && <DeleteMyData onDelete={onDelete} onDeleted={() => setDeleted(true)} />}
    </Panel>
  );
}
