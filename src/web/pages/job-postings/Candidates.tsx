import { useEffect, useState } from 'react';
import { BulkActions } from '../../features/review/BulkActions';
import { Link, useParams, useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, SEARCH_MAX, type CandidateRow, type ReviewSort } from '../../../core/api/review';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { SpeechSetupNotice } from '../../components/SpeechSetupNotice';
import { PostingReviewers } from '../../features/PostingReviewers';
import { PageSpinner } from '../../components/Spinner';
import { InvitationsPanel } from '../../features/invitations/InvitationsPanel';
import { CandidatesTable } from '../../features/review/CandidatesTable';
import { Pagination } from '../../features/review/Pagination';
import { readPage, readSort, withParams } from '../../features/review/search-params';
import { useDecisions } from '../../features/review/useDecisions';
import { useSearchText } from '../../features/review/useSearchText';
import { ApiError } from '../../lib/api';
import { useCandidates } from '../../lib/review';
import { useTitle } from '../../lib/use-title';
import { POSTING_NOT_FOUND_MESSAGE } from '../../lib/postings';

function ViewToggle({ archived, onChange }: { archived: boolean; onChange: (archived: boolean) => void }) {
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={archived === value}
      onClick={() => onChange(value)}
      className={`rounded-md px-4 py-1.5 text-sm font-semibold transition ${
        archived === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Show candidates" className="inline-flex rounded-lg bg-slate-100 p-1">
      {option(false, 'Active')}
      {option(true, 'Archived')}
    </div>
  );
}

function EmptyState({ archived, q }: { archived: boolean; q: string }) {
  if (q)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <h2 className="text-lg font-semibold text-slate-900">No candidates match your search</h2>
        <p className="mt-2 text-sm text-slate-600">Try part of the candidate&apos;s name or e-mail.</p>
      </div>
    );
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-slate-900">
        {archived ? 'No archived candidates yet' : 'No active candidates yet'}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {archived
          ? 'Candidates you archive appear here, and you can restore them at any time.'
          : 'Share the interview link with candidates; their interviews appear here as they finish.'}
      </p>
    </div>
  );
}

export default function CandidatesPage() {
  useTitle('Candidates');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const archived = params.get('view') === 'archived';
  const sort = readSort(params);
  const page = readPage(params);
  const { q, text, setText } = useSearchText(params, setParams);
  const { data, error, isPending, isPlaceholderData } = useCandidates(id, {
    archived,
    q,
    sort,
    page,
    pageSize: PAGE_SIZE_DEFAULT,
  });
  const decisions = useDecisions();
  const jobTitle = data?.posting.title ?? '';
  // Bulk actions follow the server's own `can` flags: the posting's for decisions, the rows' for archiving.
  const canDecide = data?.posting.can.decide ?? false;
  const canArchive = (data?.items ?? []).some((row) => row.can.archive);
  // A selection belongs to the page it was made on: another page, view, search or sort starts empty.
  const pageKey = JSON.stringify([id, archived, q, sort, page]);
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  const selected = selection.key === pageKey ? selection.ids : new Set<string>();
  const setSelected = (ids: Set<string>) => setSelection({ key: pageKey, ids });
  const toggle = (rowId: string) => {
    const next = new Set(selected);
    if (next.has(rowId)) next.delete(rowId);
    else next.add(rowId);
    setSelected(next);
  };

  const update = (changes: Record<string, string | undefined>) =>
    setParams(withParams(params, changes), { replace: true });
  const onSort = (next: ReviewSort) => update({ sort: next === 'score_desc' ? undefined : next, page: undefined });
  const onView = (next: boolean) => update({ view: next ? 'archived' : undefined, page: undefined });
  const asCandidate = (row: CandidateRow) => ({ ...row, jobTitle });

  // Archiving the last row of the last page leaves that page empty: step back to the new last page.
  const lastPage = data && data.total > 0 ? Math.ceil(data.total / data.pageSize) : 1;
  useEffect(() => {
    if (!isPlaceholderData && page > lastPage) {
      setParams(withParams(params, { page: lastPage === 1 ? undefined : String(lastPage) }), { replace: true });
    }
  }, [isPlaceholderData, page, lastPage, params, setParams]);

  let body;
  if (isPending) body = <PageSpinner label="Loading candidates..." />;
  else if (error || !data) {
    const notFound = error instanceof ApiError && error.status === 404;
    body = (
      <Alert tone="error">
        {notFound ? POSTING_NOT_FOUND_MESSAGE : 'Failed to load candidates. Please try again later.'}
      </Alert>
    );
  } else if (data.items.length === 0 && data.total === 0) body = <EmptyState archived={archived} q={q} />;
  else {
    body = (
      <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={isPlaceholderData}>
        <BulkActions
          rows={data.items}
          selected={selected}
          onSelected={setSelected}
          archivedView={archived}
          canDecide={canDecide}
          canArchive={canArchive}
        />
        <CandidatesTable
          rows={data.items}
          selected={selected}
          onToggle={toggle}
          canDecide={canDecide}
          canArchive={canArchive}
          onEmail={(row) => decisions.email(asCandidate(row))}
          sort={sort}
          onSort={onSort}
          onDecide={(row, decision) => decisions.decide(asCandidate(row), decision)}
          onArchive={(row, next) => decisions.archive(asCandidate(row), next)}
          busy={decisions.archiving}
        />
        <Pagination
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => update({ page: next === 1 ? undefined : String(next) })}
          label="Candidates pages"
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Job Postings', to: '/job-postings' },
          { label: 'Candidates' },
        ]}
      />
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Candidates</h1>
          {jobTitle && <p className="mt-1 text-lg text-slate-600">{jobTitle}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/interviews" className="link text-sm">
            Search all applicants
          </Link>
          <Link to={`/preview/${encodeURIComponent(id)}`} className="link text-sm">
            Preview as candidate
          </Link>
          <Link to={`/job-postings/${encodeURIComponent(id)}/compare`} className="link text-sm">
            Compare by competency
          </Link>
          {data?.posting.can.viewBias && (
            <Link to={`/job-postings/${encodeURIComponent(id)}/bias-report`} className="link text-sm">
              Bias report
            </Link>
          )}
          <ViewToggle archived={archived} onChange={onView} />
        </div>
      </div>
      <SpeechSetupNotice />
      <div className="mb-6">
        <label htmlFor="candidate-search" className="sr-only">
          Search candidates by name or e-mail
        </label>
        <input
          id="candidate-search"
          type="search"
          className="input w-full sm:max-w-md"
          placeholder="Search by name or e-mail..."
          maxLength={SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {decisions.banner}
      {body}
      {data && <InvitationsPanel postingId={id} can={data.posting.can} />}
      {data && <PostingReviewers postingId={id} canAssign={data.posting.can.assignReviewers} />}
      {decisions.dialogs}
    </div>
  );
}
