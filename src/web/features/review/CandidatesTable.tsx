import { AI_ADVISORY_LABEL } from '../../../core/decision-reasons';
import { Link } from 'react-router';
import { formatDuration } from '../../../core/analytics';
import type { CandidateRow, ReviewSort } from '../../../core/api/review';
import { decisionOf, isInProgress } from '../../../core/decisions';
import { cardTable } from '../../components/card-table';
import { CompletionBadge, OutcomeBadge, SentimentBadge } from './Badges';
import { AboutAssessmentLink, AiScore, SettledScore } from './ScoreCells';
import { Card } from '../../components/Card';

interface CandidatesTableProps {
  rows: CandidateRow[];
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
  onDecide: (row: CandidateRow, decision: 'accepted' | 'rejected') => void;
  onArchive: (row: CandidateRow, archived: boolean) => void;
  /** Opens the decision e-mail of a decided candidate (send or resend). */
  onEmail: (row: CandidateRow) => void;
  busy: boolean;
  /** What the viewer may do (each swapped for the row's `can` flags once the API sends them). */
  canDecide: boolean;
  canArchive: boolean;
  /** Rows chosen for a bulk action. */
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

const sentOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const th = 'px-3 py-3 text-left align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = `px-3 py-3 sm:whitespace-nowrap ${cardTable.cell}`;
const rowTint = {
  accepted: 'bg-green-50',
  rejected: 'bg-red-50',
  pending: '',
  'alternative-requested': 'bg-amber-50',
} as const;
const action =
  'rounded-md px-2 py-1 text-xs font-semibold transition disabled:cursor-not-allowed disabled:opacity-40 max-sm:px-3 max-sm:py-2 max-sm:text-sm max-sm:ring-1 max-sm:ring-slate-200';

function ScoreHeader({ sort, onSort }: Pick<CandidatesTableProps, 'sort' | 'onSort'>) {
  const ariaSort = sort === 'score_desc' ? 'descending' : sort === 'score_asc' ? 'ascending' : 'none';
  const next: ReviewSort = sort === 'score_desc' ? 'score_asc' : 'score_desc';
  return (
    <th scope="col" aria-sort={ariaSort} className={th}>
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 uppercase hover:text-indigo-600"
        title={next === 'score_asc' ? 'Sort by score, lowest first' : 'Sort by score, highest first'}
      >
        Score
        <span aria-hidden="true">{sort === 'score_desc' ? '▼' : sort === 'score_asc' ? '▲' : '↕'}</span>
      </button>
    </th>
  );
}

function CandidateActions({
  row,
  onDecide,
  onArchive,
  onEmail,
  busy,
}: Omit<CandidatesTableProps, 'rows' | 'sort' | 'onSort' | 'selected' | 'onToggle' | 'canDecide' | 'canArchive'> & {
  row: CandidateRow;
}) {
  const inProgress = isInProgress(row);
  const decided = decisionOf(row.status) !== null;
  return (
    <div className="flex flex-wrap items-center gap-1 max-sm:gap-2">
      <Link
        to={`/interviews/${row.id}`}
        className={`${action} text-indigo-700 hover:bg-indigo-50`}
        aria-label={`View details of ${row.candidateEmail}`}
      >
        View details
      </Link>
      {row.can.decide && !inProgress && (
        <>
          <button
            type="button"
            onClick={() => onDecide(row, 'accepted')}
            disabled={row.status === 'accepted'}
            aria-label={`Accept ${row.candidateEmail}`}
            className={`${action} text-green-700 hover:bg-green-100`}
          >
            Accept
          </button>
          <button
            type="button"
            onClick={() => onDecide(row, 'rejected')}
            disabled={row.status === 'rejected'}
            aria-label={`Reject ${row.candidateEmail}`}
            className={`${action} text-red-700 hover:bg-red-100`}
          >
            Reject
          </button>
        </>
      )}
      {row.can.email && decided && row.submittedAt && (
        <button
          type="button"
          onClick={() => onEmail(row)}
          aria-label={`${row.decisionMailSentAt ? 'Resend' : 'Send'} the decision e-mail to ${row.candidateEmail}`}
          className={`${action} text-indigo-700 hover:bg-indigo-50`}
        >
          {row.decisionMailSentAt ? 'Resend e-mail' : 'E-mail'}
        </button>
      )}
      {row.can.archive && (
        <button
          type="button"
          onClick={() => onArchive(row, !row.archived)}
          disabled={busy}
          aria-label={`${row.archived ? 'Restore' : 'Archive'} ${row.candidateEmail}`}
          className={`${action} text-slate-700 hover:bg-slate-200`}
        >
          {row.archived ? 'Restore' : 'Archive'}
        </button>
      )}
    </div>
  );
}

/**
 * docs/product-rules.md §2 "Candidates for a posting": one row per interview, tinted by outcome;
 * one card per interview below 640 px.
 */
export function CandidatesTable({ rows, sort, onSort, selected, onToggle, ...handlers }: CandidatesTableProps) {
  const selectable = handlers.canDecide || handlers.canArchive;
  return (
    <Card role="region" aria-label="Candidates table" tabIndex={0} padding="none" className="overflow-x-auto">
      <table className={cardTable.table}>
        <caption className="px-4 py-2 text-left text-xs text-slate-600">
          Score: the team’s ratings where given, else the AI’s; AI estimate beside it. {AI_ADVISORY_LABEL}.{' '}
          <AboutAssessmentLink />
        </caption>
        <thead className={cardTable.head}>
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Email Address
            </th>
            <ScoreHeader sort={sort} onSort={onSort} />
            <th scope="col" className={th}>
              AI estimate
            </th>
            <th scope="col" className={th}>
              Avg Response (words)
            </th>
            <th scope="col" className={th}>
              Duration
            </th>
            <th scope="col" className={th}>
              Sentiment (%)
            </th>
            <th scope="col" className={th}>
              Completion (%)
            </th>
            <th scope="col" className={th}>
              Interview Outcome
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {rows.map((row) => (
            <tr key={row.id} data-status={row.status} className={`${rowTint[row.status]} ${cardTable.row}`}>
              <th scope="row" className={`px-3 py-3 text-left font-medium text-slate-900 max-sm:p-0 ${cardTable.wide}`}>
                <span className="flex items-center gap-2">
                  {selectable && (
                    <input
                      type="checkbox"
                      className="h-5 w-5 shrink-0"
                      checked={selected.has(row.id)}
                      onChange={() => onToggle(row.id)}
                      aria-label={`Select ${row.candidateEmail}`}
                    />
                  )}
                  <span
                    className="block max-w-[14rem] truncate max-sm:max-w-none max-sm:text-base"
                    title={row.fullName}
                  >
                    {row.fullName}
                  </span>
                </span>
                {row.repeatOf && (
                  <span
                    className="mt-1 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-700"
                    title="This address applied before and that application still counts: this one is not assessed by AI."
                  >
                    Repeat application
                  </span>
                )}
              </th>
              <td data-label="Email Address" className={`${td} ${cardTable.wide} text-slate-700`}>
                <span
                  className="block max-w-[16rem] truncate max-sm:max-w-none max-sm:break-all max-sm:whitespace-normal"
                  title={row.candidateEmail}
                >
                  {row.candidateEmail}
                </span>
              </td>
              <td data-label="Score" className={td}>
                <SettledScore row={row} />
              </td>
              <td data-label="AI estimate" className={td}>
                <AiScore row={row} label={row.fullName} />
              </td>
              <td data-label="Avg Response (words)" className={`${td} tabular-nums text-slate-700`}>
                {row.averageWords ?? '—'}
              </td>
              <td data-label="Duration" className={`${td} tabular-nums text-slate-700`}>
                {row.averageWords === null ? '—' : formatDuration(row.durationMinutes)}
              </td>
              <td data-label="Sentiment (%)" className={td}>
                <SentimentBadge percent={row.sentiment} />
              </td>
              <td data-label="Completion (%)" className={td}>
                <CompletionBadge percent={row.completion} />
              </td>
              <td data-label="Interview Outcome" className={td}>
                <OutcomeBadge status={row.status} inProgress={isInProgress(row)} />
                {row.decisionMailSentAt && (
                  <span className="mt-1 block text-xs text-slate-600" data-testid="decision-mail-sent">
                    E-mailed{' '}
                    <time dateTime={row.decisionMailSentAt}>{sentOn.format(new Date(row.decisionMailSentAt))}</time>
                  </span>
                )}
              </td>
              <td data-label="Actions" className={`${td} ${cardTable.wide}`}>
                <CandidateActions row={row} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
