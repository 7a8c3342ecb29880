import { useId } from 'react';
import { Card } from '../../components/Card';

/** The employer's notice to candidates (plain text, never HTML), scrollable and reachable by keyboard. */
export function CandidateNotice({ text, version }: { text: string; version: number }) {
  const headingId = useId();
  return (
    <Card>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Notice to candidates
      </h2>
      <p className="mt-1 text-xs text-slate-500">Version {version}</p>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="mt-3 max-h-72 overflow-y-auto text-sm leading-relaxed whitespace-pre-wrap text-slate-700 focus:outline-2 focus:outline-indigo-500"
      >
        {text}
      </div>
    </Card>
  );
}
