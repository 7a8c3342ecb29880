import { completionBand, sentimentBand } from '../../../core/analytics';
import type { InterviewStatus } from '../../../core/api/review';
import { scoreBand } from '../../../core/score';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums whitespace-nowrap';
const tone = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  neutral: 'bg-slate-100 text-slate-700',
  red: 'bg-red-100 text-red-800',
  indigo: 'bg-indigo-100 text-indigo-800',
  amber: 'bg-amber-100 text-amber-900',
};

/** docs/product-rules.md §9: 70 or above is a strong candidate (green), below is yellow; no score yet reads Pending. */
export function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return <span className={`${pill} ${tone.neutral}`}>Pending</span>;
  return (
    <span className={`${pill} ${scoreBand(score) === 'strong' ? tone.green : tone.yellow}`} title="Overall score">
      {score}
    </span>
  );
}

const missing = <span className="text-slate-400">—</span>;

export function SentimentBadge({ percent }: { percent: number | null }) {
  if (percent === null) return missing;
  return (
    <span className={`${pill} ${sentimentBand(percent) === 'green' ? tone.green : tone.neutral}`}>{percent}%</span>
  );
}

export function CompletionBadge({ percent }: { percent: number | null }) {
  if (percent === null) return missing;
  return <span className={`${pill} ${tone[completionBand(percent)]}`}>{percent}%</span>;
}

/**
 * The capitalised status; any other value shows as the neutral pending state (docs/product-rules.md §4).
 * An application not submitted yet reads "In progress", never "Pending" (docs/decisions/0041).
 */
export function outcomeLabel(status: InterviewStatus | string, inProgress = false): string {
  if (inProgress) return 'In progress';
  if (status === 'accepted') return 'Accepted';
  if (status === 'rejected') return 'Rejected';
  if (status === 'alternative-requested') return 'Alternative process requested';
  return 'Pending';
}

export function OutcomeBadge({ status, inProgress = false }: { status: InterviewStatus; inProgress?: boolean }) {
  const color = inProgress
    ? tone.yellow
    : status === 'accepted'
      ? tone.green
      : status === 'rejected'
        ? tone.red
        : status === 'alternative-requested'
          ? tone.amber
          : tone.neutral;
  return <span className={`${pill} ${color}`}>{outcomeLabel(status, inProgress)}</span>;
}

/** Reviewed when a person has looked (opened, rated or decided), else Pending Review; the AI's assessment alone is not a review (docs/decisions/0041). */
export function ReviewLabel({ reviewed }: { reviewed: boolean }) {
  return reviewed ? (
    <span className={`${pill} ${tone.indigo}`}>Reviewed</span>
  ) : (
    <span className={`${pill} ${tone.neutral}`}>Pending Review</span>
  );
}

export function ArchivedBadge() {
  return <span className={`${pill} ${tone.neutral}`}>Archived</span>;
}
