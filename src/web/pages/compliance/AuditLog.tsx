import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '../../../core/api/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_LIST, type AuditAction } from '../../../core/audit';
import { rejectionReasonLabel } from '../../../core/decision-reasons';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { Field, Select } from '../../components/Field';
import { PageSpinner } from '../../components/Spinner';
import { Pagination } from '../../features/review/Pagination';
import { errorMessage } from '../../lib/api';
import { auditCsvUrl, useAuditLog, type AuditFilters } from '../../lib/audit';
import { useMe } from '../../lib/queries';
import { useTitle } from '../../lib/use-title';
import { Card } from '../../components/Card';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const COLUMNS = ['Time', 'Action', 'By', 'About', 'Reason'];
type FilterKey = 'action' | 'from' | 'to' | 'interviewId' | 'email';

function readFilters(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  return {
    action: (AUDIT_ACTION_LIST as readonly string[]).includes(action) ? (action as AuditAction) : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    interviewId: params.get('interviewId') ?? undefined,
    email: params.get('email') ?? undefined,
    scope: params.get('scope') === 'admin' ? 'admin' : 'own',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function FilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (next: AuditFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  const set = (key: FilterKey, value: string) => setDraft({ ...draft, [key]: value || undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form onSubmit={submit} aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <Select
        compact
        label="Action"
        className="lg:col-span-2"
        selectClassName="w-full"
        value={draft.action ?? ''}
        onChange={(e) => set('action', e.target.value)}
      >
        <option value="">All actions</option>
        {AUDIT_ACTION_LIST.map((action) => (
          <option key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </option>
        ))}
      </Select>
      <Field
        compact
        label="From"
        type="date"
        inputClassName="w-full"
        value={draft.from ?? ''}
        onChange={(e) => set('from', e.target.value)}
      />
      <Field
        compact
        label="To"
        type="date"
        inputClassName="w-full"
        value={draft.to ?? ''}
        onChange={(e) => set('to', e.target.value)}
      />
      <Field
        compact
        label="Candidate e-mail"
        className="lg:col-span-2"
        type="email"
        inputClassName="w-full"
        value={draft.email ?? ''}
        autoComplete="off"
        onChange={(e) => set('email', e.target.value)}
      />
      <Field
        compact
        label="Interview id"
        className="lg:col-span-3"
        inputClassName="w-full"
        value={draft.interviewId ?? ''}
        onChange={(e) => set('interviewId', e.target.value.trim())}
      />
      <div className="flex items-end gap-3 lg:col-span-3">
        <button type="submit" className="btn-secondary">
          Apply filters
        </button>
        <button type="button" className="link text-sm" onClick={() => onApply({ scope: filters.scope, page: 1 })}>
          Clear
        </button>
      </div>
    </form>
  );
}

/** A changed decision names what it was and what it became (docs/decisions/0041-decisions-revisited.md). */
function decisionChangeOf(entry: AuditEntry): { from: string; to: string } | null {
  if (entry.action !== 'decision.change') return null;
  const details = (entry.details ?? {}) as Record<string, unknown>;
  const label = (value: unknown) => (value === 'accepted' ? 'Accepted' : value === 'rejected' ? 'Rejected' : '?');
  return { from: label(details.from), to: label(details.to) };
}

function Row({ entry }: { entry: AuditEntry }) {
  const reason = entry.reason ? rejectionReasonLabel(entry.reason) : null;
  const change = decisionChangeOf(entry);
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
      </td>
      <td className="px-4 py-3 text-slate-900">{AUDIT_ACTION_LABELS[entry.action]}</td>
      <td className="px-4 py-3 text-slate-700">{entry.actor ? (entry.actor.name ?? 'A deleted user') : 'System'}</td>
      <td className="px-4 py-3 text-slate-700">
        {entry.interviewId ? (
          <Link to={`/interviews/${entry.interviewId}`} className="link">
            {entry.postingTitle ?? 'Interview'}
          </Link>
        ) : (
          (entry.postingTitle ?? '—')
        )}
        {entry.subjectHash && <span className="block text-xs text-slate-500">Candidate #{entry.subjectHash}</span>}
      </td>
      <td className="px-4 py-3 text-slate-700">
        {change && (
          <span className="block">
            From {change.from} to {change.to}
          </span>
        )}
        {reason && <span className="block">Reason: {reason}</span>}
        {entry.note && <span className="block whitespace-pre-line text-slate-600">Note: {entry.note}</span>}
        {!change && !reason && !entry.note && '—'}
      </td>
    </tr>
  );
}

/** Who did what and when: the employer's audit log, filtered, paged and exportable as CSV. */
export default function AuditLogPage() {
  useTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, error, isPending, isFetching } = useAuditLog(filters);
  const { data: me } = useMe();

  const apply = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (
        value !== undefined &&
        value !== '' &&
        !(key === 'page' && value === 1) &&
        !(key === 'scope' && value === 'own')
      )
        search.set(key, String(value));
    }
    setParams(search, { replace: true });
  };

  let body;
  if (isPending) body = <PageSpinner label="Loading the audit log..." />;
  else if (error || !data) {
    body = <Alert tone="error">{errorMessage(error, 'Failed to load the audit log. Please try again later.')}</Alert>;
  } else if (data.items.length === 0) {
    body = <EmptyState title="No entries">Nothing matches these filters.</EmptyState>;
  } else {
    body = (
      <div aria-busy={isFetching} className={isFetching ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable label="Audit log entries" columns={COLUMNS}>
          {data.items.map((entry) => (
            <Row key={entry.id} entry={entry} />
          ))}
        </DataTable>
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => apply({ ...filters, page })}
          label="Audit log pages"
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Audit log' }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Audit log</h1>
          <p className="mt-2 max-w-2xl text-sm text-slate-600">
            Every view of a candidate, decision, export and deletion, with who and when. Entries cannot be changed and
            are kept at least six months. Candidates appear only as a short code, never by name.
          </p>
        </div>
        <a className="btn-primary" href={auditCsvUrl(filters)} download>
          Download CSV
        </a>
      </div>
      {me?.isAdmin && (
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Whose entries">
          <button
            type="button"
            className="btn-secondary"
            aria-pressed={filters.scope !== 'admin'}
            onClick={() => apply({ ...filters, scope: 'own', action: undefined, page: 1 })}
          >
            My account
          </button>
          <button
            type="button"
            className="btn-secondary"
            aria-pressed={filters.scope === 'admin'}
            onClick={() => apply({ ...filters, scope: 'admin', action: undefined, page: 1 })}
          >
            Admin actions (all accounts)
          </button>
        </div>
      )}
      <Card padding="none" className="mt-6 p-4">
        <FilterForm key={params.toString()} filters={filters} onApply={apply} />
      </Card>
      <div className="mt-6">{body}</div>
    </div>
  );
}
