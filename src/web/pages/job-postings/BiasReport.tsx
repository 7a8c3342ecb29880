import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FLAG_LABEL } from '../../../core/bias-report';
import { disclosureMessages } from '../../../core/bias-disclosure';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { PageSpinner } from '../../components/Spinner';
import { BiasTable } from '../../features/bias/BiasTable';
import { ApiError, errorMessage } from '../../lib/api';
import { biasReportCsvUrl, useBiasReport } from '../../lib/bias';
import { useTitle } from '../../lib/use-title';
import { POSTING_NOT_FOUND_MESSAGE } from '../../lib/postings';

function RangeForm({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const [draft, setDraft] = useState({ from, to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Date range">
      <Field
        compact
        label="From"
        type="date"
        name="from"
        required
        value={draft.from}
        max={draft.to || undefined}
        onChange={(e) => setDraft({ ...draft, from: e.target.value })}
      />
      <Field
        compact
        label="To"
        type="date"
        name="to"
        required
        value={draft.to}
        min={draft.from || undefined}
        onChange={(e) => setDraft({ ...draft, to: e.target.value })}
      />
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </form>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export default function BiasReportPage() {
  useTitle('Bias report');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const { data, error, isPending, isFetching } = useBiasReport(id, range);
  const [showEmpty, setShowEmpty] = useState(false);

  let body;
  if (isPending) body = <PageSpinner label="Loading bias report..." />;
  else if (error || !data) {
    const notFound = error instanceof ApiError && error.status === 404;
    body = (
      <Alert tone="error">
        {notFound
          ? POSTING_NOT_FOUND_MESSAGE
          : errorMessage(error, 'Failed to load the bias report. Please try again later.')}
      </Alert>
    );
  } else {
    const flags = data.tables.flatMap((t) => t.categories).filter((c) => c.selection.flagged || c.scoring.flagged);
    body = (
      <div aria-busy={isFetching} className={isFetching ? 'opacity-60 transition-opacity' : undefined}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <RangeForm
            key={`${data.range.from}:${data.range.to}`}
            from={data.range.from}
            to={data.range.to}
            onApply={(next) => setParams(next, { replace: true })}
          />
          <a className="btn-primary" href={biasReportCsvUrl(id, data.range)} download>
            Download CSV
          </a>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Applications" value={data.totals.applications} />
          <Stat label="Assessed" value={data.totals.assessed} />
          <Stat label="Selected" value={data.totals.selected} />
          <Stat label="Median score" value={data.medianScore ?? '—'} />
        </dl>
        {data.totals.applications === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No submitted applications in this range</h2>
            <p className="mt-2 text-sm text-slate-600">
              Choose a wider date range, or come back once candidates apply.
            </p>
          </div>
        ) : !data.groupsShown ? (
          <div className="mt-8">
            <Alert tone="info">{disclosureMessages.groupsHidden}</Alert>
          </div>
        ) : (
          <>
            <div className="mt-6">
              {flags.length > 0 ? (
                <Alert tone="error">
                  {flags.length} {flags.length === 1 ? 'category has' : 'categories have'} an impact ratio {FLAG_LABEL}.
                  A flag is a reason to look closer at how candidates are assessed and selected, not a finding of bias.
                </Alert>
              ) : (
                <Alert tone="info">No compared category has an impact ratio {FLAG_LABEL} in this range.</Alert>
              )}
            </div>
            <label className="mt-6 flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={showEmpty}
                onChange={(e) => setShowEmpty(e.target.checked)}
              />
              Show categories without applications
            </label>
            {data.tables.some((t) => t.categories.some((c) => c.suppressed)) && (
              <p className="mt-2 text-sm text-slate-600">{disclosureMessages.cellsSuppressed}</p>
            )}
            {data.tables.map((table) => (
              <BiasTable key={table.dimension} table={table} showEmpty={showEmpty} />
            ))}
          </>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Job Postings', to: '/job-postings' },
          { label: 'Candidates', to: `/job-postings/${encodeURIComponent(id)}/candidates` },
          { label: 'Bias report' },
        ]}
      />
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Bias report</h1>
        {data && <p className="mt-1 text-lg text-slate-600">{data.posting.title}</p>}
        <p className="mt-3 max-w-3xl text-sm text-slate-600">
          Selection rate is the share of assessed candidates you accepted; scoring rate is the share scoring above the
          median Overall Score. Each group is compared with the group with the highest rate (its impact ratio). Groups
          are built from candidates&apos; voluntary self-identification after they submit; unknown answers and very
          small groups are listed but not compared. Dates are whole days in UTC, by submission date. No individual
          answer is ever shown.
        </p>
      </div>
      {body}
    </div>
  );
}
