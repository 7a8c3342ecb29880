import { useId, useState } from 'react';
import { REJECTION_NOTE_MAX, REJECTION_REASON_CODES, REJECTION_REASONS } from '../../../core/decision-reasons';
import { setStatusSchema } from '../../../core/api/review';
import { Alert } from '../../components/Alert';
import { Modal } from '../../components/Modal';

export type Decision = 'accepted' | 'rejected';
/** What the person chose: a rejection carries its reason code and an optional note. */
export type DecisionChoice = { reason?: (typeof REJECTION_REASON_CODES)[number]; note?: string };

interface ConfirmDecisionDialogProps {
  /** The candidate and the decision while open; null closes it. */
  pending: { email: string; decision: Decision } | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (choice: DecisionChoice) => void;
}

const verb = { accepted: 'Accept', rejected: 'Reject' } as const;

/**
 * docs/product-rules.md §2: accept and reject ask for confirmation naming the candidate's email. A
 * rejection also asks why (docs/decisions/0020-audit-log-and-oversight.md), checked by the same
 * contract as the server's.
 */
export function ConfirmDecisionDialog({ pending, busy, error, onCancel, onConfirm }: ConfirmDecisionDialogProps) {
  const action = pending ? verb[pending.decision] : '';
  const rejecting = pending?.decision === 'rejected';
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const reasonId = useId();
  const noteId = useId();

  const reset = () => {
    setReason('');
    setNote('');
    setFormError(null);
  };

  const submit = () => {
    if (!pending) return;
    if (!rejecting) return onConfirm({});
    const parsed = setStatusSchema.safeParse({
      status: 'rejected',
      reason: reason || undefined,
      note: note || undefined,
    });
    if (!parsed.success) return setFormError(parsed.error.issues[0]?.message ?? 'Check the reason');
    setFormError(null);
    onConfirm({ reason: parsed.data.reason, note: parsed.data.note });
  };

  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Modal open={pending !== null} title={`${action} candidate?`} busy={busy} onClose={cancel}>
      {({ describedBy }) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p id={describedBy} className="mt-2 text-sm text-slate-600">
            Are you sure you want to {action.toLowerCase()}{' '}
            <span className="font-medium break-all text-slate-900">{pending?.email}</span>? You can write to the
            candidate next.
          </p>
          {rejecting && (
            <div className="mt-4 space-y-3">
              <div>
                <label htmlFor={reasonId} className="label">
                  Reason for the rejection
                </label>
                <select
                  id={reasonId}
                  className="input"
                  value={reason}
                  required
                  aria-invalid={formError !== null && reason === ''}
                  onChange={(event) => setReason(event.target.value)}
                >
                  <option value="">Choose a reason…</option>
                  {REJECTION_REASON_CODES.map((code) => (
                    <option key={code} value={code}>
                      {REJECTION_REASONS[code]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={noteId} className="label">
                  Note {reason === 'other' ? '(required)' : '(optional)'}
                </label>
                <textarea
                  id={noteId}
                  className="input"
                  rows={3}
                  maxLength={REJECTION_NOTE_MAX}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
                <p className="mt-1 text-xs text-slate-500">Kept with the decision and shown in the audit log.</p>
              </div>
            </div>
          )}
          {(formError ?? error) && (
            <div className="mt-4">
              <Alert tone="error">{formError ?? error}</Alert>
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" autoFocus onClick={cancel} disabled={busy} className="btn-secondary">
              Cancel
            </button>
            <button
              type="submit"
              disabled={busy}
              className={`btn-primary ${rejecting ? 'bg-red-600 hover:bg-red-500' : 'bg-green-700 hover:bg-green-600'}`}
            >
              {busy ? `${action === 'Accept' ? 'Accepting' : 'Rejecting'}...` : action}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
