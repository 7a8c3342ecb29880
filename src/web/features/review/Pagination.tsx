interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}

/** "Showing 26–50 of 312" with Previous / Next; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage, label }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        Showing <span className="font-medium tabular-nums">{first}</span>–
        <span className="font-medium tabular-nums">{last}</span> of{' '}
        <span className="font-medium tabular-nums">{total}</span>
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, pages))}
        >
          Previous
        </button>
        <span className="tabular-nums">
          Page {page} of {pages}
        </span>
        <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
