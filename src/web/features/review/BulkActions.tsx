import { useEffect, useMemo, useRef, useState } from 'react';
import type { BulkResult, CandidateRow } from '../../../core/api/review';
import { bulkActionSchema } from '../../../core/api/review';
import {
  BULK_DONE,
  bulkConfirmTitle,
  decisionChangeMessages,
  decisionOf,
  decisionStep,
  isInProgress,
  type BulkAction,
} from '../../../core/decisions';
import { Alert } from '../../components/Alert';
import { Dialog, DialogActions } from '../../components/Dialog';
import { errorMessage } from '../../lib/api';
import { useBulkAction } from '../../lib/review';
import { useApiForm } from '../../lib/use-api-form';
import { ChangeReasonField, noReasons, reasonsSchema, RejectionReasonFields } from './RejectionReasonFields';

type Notice = { tone: 'success' | 'error'; text: string; failures: string[] };

interface BulkActionsProps {
  rows: CandidateRow[];
  selected: ReadonlySet<string>;
  onSelected: (next: Set<string>) => void;
  /** Showing archived candidates: the archive action restores. */
  archivedView: boolean;
  canDecide: boolean;
  canArchive: boolean;
}

const LISTED = 5;

/** Would this bulk decision change an earlier, different decision of the row? (Then a reason is needed.) */
const changes = (action: BulkAction, row: CandidateRow) =>
  (action === 'accept' || action === 'reject') &&
  decisionStep(row.status, action === 'accept' ? 'accepted' : 'rejected') === 'change';

function summary(result: BulkResult, byId: Map<string, CandidateRow>): Notice {
  const failures = result.results
    .filter((r) => r.outcome === 'failed' || r.outcome === 'skipped')
    .map((r) => `${byId.get(r.id)?.candidateEmail ?? r.id}: ${r.error?.message ?? 'failed'}`);
  const parts = [`${result.done} ${BULK_DONE[result.action]}`];
  if (result.unchanged > 0) parts.push(`${result.unchanged} already so`);
  if (result.skipped > 0) parts.push(`${result.skipped} skipped (not submitted yet)`);
  if (result.failed > 0) parts.push(`${result.failed} not done`);
  return { tone: result.failed > 0 ? 'error' : 'success', text: `${parts.join(', ')}.`, failures };
}

type BulkChoice = { reason?: string; note?: string; changeReason?: string };

interface ConfirmBulkProps {
  action: BulkAction | null;
  rows: CandidateRow[];
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (choice: BulkChoice) => void;
}

function ConfirmBulk({ action, rows, busy, error, onCancel, onConfirm }: ConfirmBulkProps) {
  return (
    <Dialog
      open={action !== null}
      title={action ? bulkConfirmTitle(action, rows.length) : ''}
      busy={busy}
      onClose={onCancel}
    >
      {({ describedBy }) =>
        action && (
          <BulkForm
            action={action}
            rows={rows}
            busy={busy}
            error={error}
            describedBy={describedBy}
            onCancel={onCancel}
            onConfirm={onConfirm}
          />
        )
      }
    </Dialog>
  );
}

/** The open dialog's form (its values start empty each time the dialog opens). */
function BulkForm({
  action,
  rows,
  busy,
  error,
  describedBy,
  onCancel,
  onConfirm,
}: Omit<ConfirmBulkProps, 'action'> & { action: BulkAction; describedBy: string }) {
  const changing = rows.filter((row) => changes(action, row)).length;
  const undecided = action === 'email' ? rows.filter((row) => !decisionOf(row.status)).length : 0;
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const schema = useMemo(
    () =>
      reasonsSchema(bulkActionSchema, (choices) => ({ action, ids, ...choices }), {
        rejecting: action === 'reject',
        changing: changing > 0,
      }),
    [action, ids, changing],
  );
  const { form, field, alert, onSubmit } = useApiForm({
    schema,
    defaultValues: noReasons,
    fallback: 'Please check the form.',
    onSubmit: ({ reason, note, changeReason }) => onConfirm({ reason, note, changeReason }),
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <div id={describedBy} className="mt-2 text-sm text-slate-600">
        <ul className="list-inside list-disc break-all">
          {rows.slice(0, LISTED).map((row) => (
            <li key={row.id}>{row.candidateEmail}</li>
          ))}
          {rows.length > LISTED && <li>and {rows.length - LISTED} more</li>}
        </ul>
        {action === 'email' && (
          <p className="mt-2">
            Each candidate gets the default decision e-mail for their current decision. To edit the text or offer
            second-round times, use the candidate&apos;s own E-mail button.
            {undecided > 0 && ` ${undecided} without a decision will be skipped.`}
          </p>
        )}
        {(action === 'accept' || action === 'reject') && (
          <p className="mt-2">
            The decision e-mails are not sent now: send them afterwards, all at once or one by one.
          </p>
        )}
      </div>
      {action === 'reject' && <RejectionReasonFields field={field} reason={form.watch('reason')} />}
      {changing > 0 && (
        <ChangeReasonField
          label={`${changing === 1 ? '1 candidate has' : `${changing} candidates have`} a different decision. Why are you changing it? (required)`}
          field={field}
        />
      )}
      <DialogActions
        alert={[...alert, ...(error ? [error] : [])]}
        busy={busy}
        onCancel={onCancel}
        confirm={{
          label: bulkConfirmTitle(action, rows.length).replace('?', ''),
          busyLabel: 'Working...',
          className: action === 'reject' ? 'bg-red-600 hover:bg-red-500' : undefined,
        }}
      />
    </form>
  );
}

/**
 * The candidates table's bulk bar (docs/decisions/0041-decisions-revisited.md): select all on the
 * page, then accept, reject, e-mail the decision or archive/restore the selected rows after a
 * confirmation that names the count. The server reports each row; failed rows stay selected.
 */
export function BulkActions({ rows, selected, onSelected, archivedView, canDecide, canArchive }: BulkActionsProps) {
  const bulk = useBulkAction();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const allRef = useRef<HTMLInputElement>(null);
  const chosen = rows.filter((row) => selected.has(row.id));
  const all = rows.length > 0 && chosen.length === rows.length;
  const some = chosen.length > 0 && !all;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  if (!canDecide && !canArchive) return null;

  const open = (next: BulkAction) => {
    setError(null);
    setNotice(null);
    setAction(next);
  };

  const confirm = (choice: { reason?: string; note?: string; changeReason?: string }) => {
    if (!action) return;
    const byId = new Map(chosen.map((row) => [row.id, row]));
    bulk.mutate(
      { action, ids: chosen.map((row) => row.id), ...(choice as object) },
      {
        onSuccess: (result) => {
          setAction(null);
          setNotice(summary(result, byId));
          onSelected(new Set(result.results.filter((r) => r.outcome === 'failed').map((r) => r.id)));
        },
        onError: (failure) => setError(errorMessage(failure, 'The bulk action failed. Nothing was changed.')),
      },
    );
  };

  const undecidable = chosen.some((row) => isInProgress(row));
  const button =
    'rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-slate-200 transition disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="mb-3 space-y-3">
      {notice && (
        <Alert tone={notice.tone}>
          {notice.text}
          {notice.failures.length > 0 && (
            <ul className="mt-1 list-inside list-disc break-all">
              {notice.failures.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div
        role="toolbar"
        aria-label="Bulk actions"
        className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm"
      >
        <label className="mr-2 inline-flex min-h-11 items-center gap-2 text-sm text-slate-700 sm:min-h-0">
          <input
            ref={allRef}
            type="checkbox"
            className="h-5 w-5"
            checked={all}
            onChange={() => onSelected(all ? new Set() : new Set(rows.map((row) => row.id)))}
          />
          Select all on this page
        </label>
        <span className="text-sm text-slate-600" aria-live="polite">
          {chosen.length} selected
        </span>
        {canDecide && (
          <>
            <button
              type="button"
              className={`${button} text-green-700 hover:bg-green-50`}
              disabled={chosen.length === 0 || undecidable}
              title={undecidable ? decisionChangeMessages.inProgress : undefined}
              onClick={() => open('accept')}
            >
              Accept selected
            </button>
            <button
              type="button"
              className={`${button} text-red-700 hover:bg-red-50`}
              disabled={chosen.length === 0 || undecidable}
              title={undecidable ? decisionChangeMessages.inProgress : undefined}
              onClick={() => open('reject')}
            >
              Reject selected
            </button>
            <button
              type="button"
              className={`${button} text-indigo-700 hover:bg-indigo-50`}
              disabled={chosen.length === 0}
              onClick={() => open('email')}
            >
              E-mail decision
            </button>
          </>
        )}
        {canArchive && (
          <button
            type="button"
            className={`${button} text-slate-700 hover:bg-slate-100`}
            disabled={chosen.length === 0}
            onClick={() => open(archivedView ? 'restore' : 'archive')}
          >
            {archivedView ? 'Restore selected' : 'Archive selected'}
          </button>
        )}
        {chosen.length > 0 && (
          <button type="button" className="link text-sm" onClick={() => onSelected(new Set())}>
            Clear selection
          </button>
        )}
      </div>
      <ConfirmBulk
        key={action ?? 'closed'}
        action={action}
        rows={chosen}
        busy={bulk.isPending}
        error={error}
        onCancel={() => setAction(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
