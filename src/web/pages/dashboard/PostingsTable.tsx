import { Link } from 'react-router';
import { postingOpenMessages } from '../../../core/posting-open';
import type { DashboardRow } from '../../../core/api/postings';
import { cardTable } from '../../components/card-table';
import { CopyLinkButton } from './CopyLinkButton';
import { PencilIcon, TrashIcon } from './icons';
import { formatCount, formatMoney } from './StatTiles';
import { Card } from '../../components/Card';

interface PostingsTableProps {
  rows: DashboardRow[];
  onToggle: (row: DashboardRow) => void;
  onDelete: (row: DashboardRow) => void;
  onError: (message: string | null) => void;
}

const columns = [
  'Title',
  'Applications',
  'Recommended',
  'Money Saved',
  'Status',
  'Link',
  'Actions',
  'View Applications',
  'Delete',
];

const iconButton = 'inline-flex rounded-md p-2 text-slate-500 transition max-sm:ring-1 max-sm:ring-slate-200';
const td = `px-4 py-3 ${cardTable.cell}`;

function StatusButton({ row, onToggle }: { row: DashboardRow; onToggle: (row: DashboardRow) => void }) {
  // A draft takes no candidates until its plan is published: the status leads to the plan.
  if (!row.planPublished)
    return (
      <Link
        to={`/job-postings/${row.id}/plan`}
        className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-200"
      >
        {postingOpenMessages.draftStatus}
      </Link>
    );
  if (!row.can.setActive) {
    return (
      <span
        className={`rounded-full px-3 py-1 text-xs font-semibold ${
          row.isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'
        }`}
      >
        {row.isActive ? 'Active' : 'Disabled'}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onToggle(row)}
      title={row.isActive ? 'Stop accepting candidates' : 'Start accepting candidates'}
      className={`rounded-full px-3 py-1 text-xs font-semibold transition ${
        row.isActive
          ? 'bg-green-100 text-green-800 hover:bg-green-200'
          : 'bg-slate-200 text-slate-700 hover:bg-slate-300'
      }`}
    >
      {row.isActive ? 'Active' : 'Disabled'}
    </button>
  );
}

type Shown = { edit: boolean; delete: boolean };

function PostingRow({
  row,
  onToggle,
  onDelete,
  onError,
  shown,
}: { row: DashboardRow; shown: Shown } & Omit<PostingsTableProps, 'rows'>) {
  return (
    <tr className={`hover:bg-slate-50 ${cardTable.row}`}>
      <th
        scope="row"
        className={`max-w-xs min-w-48 px-4 py-3 text-left font-medium text-slate-900 max-sm:max-w-none max-sm:min-w-0 max-sm:p-0 max-sm:text-base ${cardTable.wide}`}
      >
        <span className="line-clamp-2 max-sm:break-words">{row.title}</span>
      </th>
      <td data-label="Applications" className={`${td} text-slate-700 tabular-nums`}>
        {formatCount(row.applications)}
      </td>
      <td data-label="Recommended" className={`${td} text-slate-700 tabular-nums`}>
        {formatCount(row.recommended)}
      </td>
      <td data-label="Money Saved" className={`${td} text-slate-700 tabular-nums`}>
        {formatMoney(row.moneySaved)}
      </td>
      <td data-label="Status" className={td}>
        <StatusButton row={row} onToggle={onToggle} />
      </td>
      <td data-label="Link" className={td}>
        <CopyLinkButton url={row.candidateUrl} onError={onError} />
      </td>
      {shown.edit && (
        <td data-label="Actions" className={td}>
          {row.can.edit && (
            <Link
              to={`/job-postings/${row.id}/edit`}
              aria-label={`Edit ${row.title}`}
              title="Edit"
              className={`${iconButton} hover:bg-indigo-50 hover:text-indigo-600`}
            >
              <PencilIcon />
            </Link>
          )}
        </td>
      )}
      <td data-label="View Applications" className={td}>
        <div className="flex flex-col gap-1 max-sm:gap-2">
          <Link to={`/job-postings/${row.id}/candidates`} className="link whitespace-nowrap">
            View Applications
          </Link>
          <Link
            to={`/job-postings/${row.id}/plan`}
            aria-label={`Interview plan of ${row.title}`}
            className="link text-sm whitespace-nowrap"
          >
            Interview plan
          </Link>
        </div>
      </td>
      {shown.delete && (
        <td data-label="Delete" className={td}>
          {row.can.delete && (
            <button
              type="button"
              onClick={() => onDelete(row)}
              aria-label={`Delete ${row.title}`}
              title="Delete"
              className={`${iconButton} hover:bg-red-50 hover:text-red-600`}
            >
              <TrashIcon />
            </button>
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * One row per interview process; one card per process below 640 px. The Actions and Delete
 * columns appear only when the viewer may edit or delete some row (`row.can`).
 */
export function PostingsTable({ rows, ...handlers }: PostingsTableProps) {
  const shown: Shown = { edit: rows.some((row) => row.can.edit), delete: rows.some((row) => row.can.delete) };
  const visibleColumns = columns.filter(
    (column) => (column !== 'Actions' || shown.edit) && (column !== 'Delete' || shown.delete),
  );
  return (
    <Card role="region" aria-label="Interview processes table" tabIndex={0} padding="none" className="overflow-x-auto">
      <table className={cardTable.table}>
        <thead className={cardTable.head}>
          <tr>
            {visibleColumns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {rows.map((row) => (
            <PostingRow key={row.id} row={row} shown={shown} {...handlers} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}
