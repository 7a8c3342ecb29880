import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, SEARCH_MAX, type SearchRow } from '../../../core/api/review';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageSpinner } from '../../components/Spinner';
import { ArchivedBadge, OutcomeBadge, ReviewLabel, ScoreBadge } from '../../features/review/Badges';
import { Pagination } from '../../features/review/Pagination';
import { readPage, readSort, withParams } from '../../features/review/search-params';
import { useSearchText } from '../../features/review/useSearchText';
import { useInterviewSearch } from '../../lib/review';
import { useTitle } from '../../lib/use-title';
import { Card } from '../../components/Card';

const createdOn = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function InterviewItem({ row }: { row: SearchRow }) {
  return (
    <Card as="li" padding="none" className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
      {row.score === null && row.reviewed ? (
        <span className="text-xs font-semibold text-slate-600" title="The AI estimate is withheld by default">
          Evidence only
        </span>
      ) : (
        <ScoreBadge score={row.score} />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{row.fullName}</p>
        <p className="truncate text-sm text-slate-700">{row.candidateEmail}</p>
        <p className="truncate text-sm text-slate-600">
          {row.jobTitle} · <time dateTime={row.createdAt}>{createdOn.format(new Date(row.createdAt))}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {row.inProgress ? <OutcomeBadge status={row.status} inProgress /> : <ReviewLabel reviewed={row.reviewed} />}
        {row.status !== 'pending' && <OutcomeBadge status={row.status} />}
        {row.archived && <ArchivedBadge />}
      </div>
      <Link to={`/interviews/${row.id}`} className="btn-secondary" aria-label={`View details of ${row.candidateEmail}`}>
        View Details
      </Link>
    </Card>
  );
}

export default function InterviewsListPage() {
  useTitle('Interviews');
  const [params, setParams] = useSearchParams();
  const { q, text, setText } = useSearchText(params, setParams);
  const sort = readSort(params);
  const page = readPage(params);
  const { data, isPending, isError, isPlaceholderData } = useInterviewSearch({
    q,
    sort,
    page,
    pageSize: PAGE_SIZE_DEFAULT,
  });

  const update = (changes: Record<string, string | undefined>) =>
    setParams(withParams(params, changes), { replace: true });
  const highFirst = sort !== 'score_asc';

  let body;
  if (isPending) body = <PageSpinner label="Loading interviews..." />;
  else if (isError) body = <Alert tone="error">Failed to load interviews. Please try again later.</Alert>;
  else if (data.total === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <h2 className="text-lg font-semibold text-slate-900">
          {q ? 'No interviews match your search' : 'No interviews yet'}
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          {q
            ? "Try part of a candidate's name or e-mail, or a job title."
            : 'Interviews appear here once candidates use your interview links.'}
        </p>
      </div>
    );
  } else {
    body = (
      <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={isPlaceholderData}>
        <ul className="space-y-3" aria-label="Interviews">
          {data.items.map((row) => (
            <InterviewItem key={row.id} row={row} />
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => update({ page: next === 1 ? undefined : String(next) })}
          label="Interviews pages"
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Interviews' }]} />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Interviews</h1>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label htmlFor="interview-search" className="sr-only">
          Search interviews
        </label>
        <input
          id="interview-search"
          type="search"
          className="input sm:flex-1"
          placeholder="Search interviews..."
          maxLength={SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="button"
          className="btn-secondary whitespace-nowrap"
          title="Change the score order"
          onClick={() => update({ sort: highFirst ? 'score_asc' : undefined, page: undefined })}
        >
          <span aria-hidden="true">{highFirst ? '▼' : '▲'}</span>
          Score: {highFirst ? 'high to low' : 'low to high'}
        </button>
      </div>
      {body}
    </div>
  );
}
