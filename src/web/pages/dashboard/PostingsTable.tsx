import { Link } from 'react-router';
import type { DashboardRow } from '../../../core/api/postings';
import { CopyLinkButton } from './CopyLinkButton';
import { PencilIcon, TrashIcon } from './icons';
import { formatCount, formatMoney } from './StatTiles';

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

const iconButton = 'inline-flex rounded-md p-2 text-slate-500 transition';

function StatusButton({ row, onToggle }: { row: DashboardRow; onToggle: (row: DashboardRow) => void }) {
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

function PostingRow({ row, onToggle, onDelete, onError }: { row: DashboardRow } & Omit<PostingsTableProps, 'rows'>) {
  return (
    <tr className="hover:bg-slate-50">
      <th scope="row" className="max-w-xs min-w-48 px-4 py-3 text-left font-medium text-slate-900">
        <span className="line-clamp-2">{row.title}</span>
      </th>
      <td className="px-4 py-3 text-slate-700 tabular-nums">{formatCount(row.applications)}</td>
      <td className="px-4 py-3 text-slate-700 tabular-nums">{formatCount(row.recommended)}</td>
      <td className="px-4 py-3 text-slate-700 tabular-nums">{formatMoney(row.moneySaved)}</td>
      <td className="px-4 py-3">
        <StatusButton row={row} onToggle={onToggle} />
      </td>
      <td className="px-4 py-3">
        <CopyLinkButton url={row.candidateUrl} onError={onError} />
      </td>
      <td className="px-4 py-3">
        <Link
          to={`/job-postings/${row.id}/edit`}
          aria-label={`Edit ${row.title}`}
          title="Edit"
          className={`${iconButton} hover:bg-indigo-50 hover:text-indigo-600`}
        >
          <PencilIcon />
        </Link>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col gap-1">
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
      <td className="px-4 py-3">
        <button
          type="button"
          onClick={() => onDelete(row)}
          aria-label={`Delete ${row.title}`}
          title="Delete"
          className={`${iconButton} hover:bg-red-50 hover:text-red-600`}
        >
          <TrashIcon />
        </button>
      </td>
    </tr>
  );
}

/** One row per interview process; scrolls sideways on small screens. */
export function PostingsTable({ rows, ...handlers }: PostingsTableProps) {
  return (
    <div
      role="region"
      aria-label="Interview processes table"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
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
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <PostingRow key={row.id} row={row} {...handlers} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
