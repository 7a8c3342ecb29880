import type { PublicPosting } from '../../../core/api/candidate';
import { Card } from '../../components/Card';

/** The honest label of the offline interviewer (docs/architecture.md, "AI"). */
export function AiProviderNote({ provider }: { provider: PublicPosting['aiProvider'] }) {
  if (provider !== 'builtin') return null;
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
      Offline AI interviewer (rule-based)
    </span>
  );
}

interface JobPanelProps {
  title: string;
  description: string;
  /** Long descriptions scroll inside the panel during the interview. */
  compact?: boolean;
  /** The description starts collapsed (intake on a phone: the form comes first). */
  collapsed?: boolean;
}

/** The job the candidate is interviewing for. */
export function JobPanel({ title, description, compact, collapsed }: JobPanelProps) {
  if (collapsed)
    return (
      <Card as="section" padding="none" aria-labelledby="job-title" className="p-4">
        <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">Position</p>
        <h2 id="job-title" className="mt-1 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-indigo-700">Show the job description</summary>
          <div className="mt-2 leading-6 whitespace-pre-line text-slate-700">{description}</div>
        </details>
      </Card>
    );
  return (
    <Card as="section" aria-labelledby="job-title">
      <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase">Position</p>
      <h2 id="job-title" className="mt-1 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div
        className={`mt-3 text-sm leading-6 whitespace-pre-line text-slate-700 ${compact ? 'max-h-[28rem] overflow-y-auto pr-1' : ''}`}
        tabIndex={compact ? 0 : undefined}
        aria-label={compact ? 'Job description' : undefined}
      >
        {description}
      </div>
    </Card>
  );
}
