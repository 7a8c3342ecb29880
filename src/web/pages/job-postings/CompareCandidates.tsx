import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ComparisonCell, ComparisonResponse } from '../../../core/api/scorecards';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageSpinner } from '../../components/Spinner';
import { AboutAssessmentLink, AiScore, SettledScore } from '../../features/review/ScoreCells';
import { ApiError } from '../../lib/api';
import { useComparison } from '../../lib/scorecards';
import { useTitle } from '../../lib/use-title';
import { Card } from '../../components/Card';

type Candidate = ComparisonResponse['candidates'][number];
/** 'name', 'overall' or a competency id. */
type SortKey = string;
type Sort = { key: SortKey; descending: boolean };

/** The rating a candidate counts with: the team's (override, else members' median), else a supported AI rating. */
function effectiveRating(cell: ComparisonCell | undefined): number | null {
  if (!cell) return null;
  if (cell.team !== null) return cell.team;
  return cell.status === 'rated' ? cell.rating : null;
}

/** The settled score, as the server ranks it: a withheld AI estimate ranks as unscored. */
function rankingScore(candidate: Candidate): number | null {
  return candidate.scoreBasis === 'assessor' && candidate.aiScoreWithheld ? null : candidate.score;
}

function sortValue(candidate: Candidate, key: SortKey): string | number | null {
  if (key === 'name') return candidate.fullName.toLowerCase();
  if (key === 'overall') return rankingScore(candidate);
  return effectiveRating(candidate.ratings[key]);
}

function sorted(candidates: Candidate[], sort: Sort): Candidate[] {
  return [...candidates].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    // Missing ratings go last whatever the direction.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.descending ? -order : order;
  });
}

function CellText({ cell }: { cell: ComparisonCell | undefined }) {
  if (!cell) return <span className="text-slate-500">Not on this plan</span>;
  const ai =
    cell.status === 'not_demonstrated'
      ? 'Not demonstrated'
      : cell.status === 'unsupported'
        ? `${cell.rating} (unsupported)`
        : `${cell.rating}/5`;
  return (
    <span>
      {cell.team !== null ? (
        <>
          <strong>{cell.team}/5</strong>{' '}
          <span className="text-xs text-slate-600">
            {cell.override !== null ? 'reviewer' : 'team'}; AI {ai}
          </span>
        </>
      ) : (
        ai
      )}
    </span>
  );
}

function SortButton({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (k: SortKey) => void;
}) {
  const active = sort.key === sortKey;
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className="inline-flex items-center gap-1 font-semibold hover:underline"
    >
      {label}
      <span aria-hidden="true">{active ? (sort.descending ? '▼' : '▲') : '↕'}</span>
    </button>
  );
}

function Comparison({ data }: { data: ComparisonResponse }) {
  const [sort, setSort] = useState<Sort>({ key: 'overall', descending: true });
  const rows = useMemo(() => sorted(data.candidates, sort), [data.candidates, sort]);
  const onSort = (key: SortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : key !== 'name' }));
  const ariaSort = (key: SortKey) =>
    sort.key === key ? (sort.descending ? 'descending' : 'ascending') : ('none' as const);
  const sortOptions = [
    { key: 'overall', label: 'Overall Score' },
    { key: 'name', label: 'Name' },
    ...data.competencies.map((c) => ({ key: c.id, label: c.name })),
  ];

  if (data.candidates.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">
        No assessed candidates yet. Candidates appear here once their scorecard is written.
      </p>
    );

  return (
    <>
      <Card padding="none" className="hidden overflow-x-auto md:block">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Candidates by competency; column headers sort the table</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3" aria-sort={ariaSort('name')}>
                <SortButton label="Candidate" sortKey="name" sort={sort} onSort={onSort} />
              </th>
              <th scope="col" className="px-4 py-3" aria-sort={ariaSort('overall')}>
                <SortButton label="Overall Score" sortKey="overall" sort={sort} onSort={onSort} />
              </th>
              <th scope="col" className="px-4 py-3">
                AI estimate
              </th>
              {data.competencies.map((c) => (
                <th key={c.id} scope="col" className="px-4 py-3" aria-sort={ariaSort(c.id)}>
                  <SortButton label={c.name} sortKey={c.id} sort={sort} onSort={onSort} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((candidate) => (
              <tr key={candidate.interviewId}>
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link to={`/interviews/${candidate.interviewId}`} className="link">
                    {candidate.fullName}
                  </Link>
                </th>
                <td className="px-4 py-3">
                  <SettledScore row={candidate} />
                </td>
                <td className="px-4 py-3">
                  <AiScore row={candidate} label={candidate.fullName} />
                </td>
                {data.competencies.map((c) => (
                  <td key={c.id} className="px-4 py-3 text-slate-800">
                    <CellText cell={candidate.ratings[c.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className="space-y-4 md:hidden">
        <label className="block text-sm">
          <span className="label">Sort by</span>
          <select
            className="input"
            value={`${sort.key}:${sort.descending ? 'desc' : 'asc'}`}
            onChange={(e) => {
              const [key, direction] = e.target.value.split(':');
              setSort({ key: key!, descending: direction === 'desc' });
            }}
          >
            {sortOptions.flatMap((o) => [
              <option key={`${o.key}:desc`} value={`${o.key}:desc`}>
                {o.label} (high to low)
              </option>,
              <option key={`${o.key}:asc`} value={`${o.key}:asc`}>
                {o.label} (low to high)
              </option>,
            ])}
          </select>
        </label>
        <ul className="space-y-3">
          {rows.map((candidate) => (
            <Card as="li" key={candidate.interviewId} padding="none" className="p-4">
              <div className="flex items-center justify-between gap-2">
                <Link to={`/interviews/${candidate.interviewId}`} className="link font-semibold">
                  {candidate.fullName}
                </Link>
                <span className="flex items-center gap-2">
                  <SettledScore row={candidate} />
                  <span className="text-xs text-slate-600">AI</span>
                  <AiScore row={candidate} label={candidate.fullName} />
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {data.competencies.map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="text-slate-600">{c.name}</dt>
                    <dd className="text-slate-900">
                      <CellText cell={candidate.ratings[c.id]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </ul>
      </div>
    </>
  );
}

/** A posting's assessed candidates side by side by competency (sortable table; cards on small screens). */
export default function CompareCandidatesPage() {
  useTitle('Compare Candidates');
  const { id = '' } = useParams();
  const { data, error, isPending } = useComparison(id);

  let body;
  if (isPending) body = <PageSpinner label="Loading comparison..." />;
  else if (error || !data)
    body = (
      <Alert tone="error">
        {error instanceof ApiError && error.status === 404
          ? 'This job posting was not found. It may have been deleted, or it belongs to another account.'
          : 'Failed to load the comparison. Please try again later.'}
      </Alert>
    );
  else body = <Comparison data={data} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Candidates', to: `/job-postings/${encodeURIComponent(id)}/candidates` },
          { label: 'Compare' },
        ]}
      />
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Compare candidates</h1>
        {data && (
          <p className="mt-1 text-lg text-slate-600">
            {data.posting.title} · Recommended from {data.posting.recommendThreshold}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600">
          Ratings 1–5 per competency: the team’s rating (a reviewer’s override, else the members’ median) first, the
          AI’s beside it. The Overall Score follows the team’s ratings where they exist. <AboutAssessmentLink />
        </p>
      </div>
      {body}
    </div>
  );
}
