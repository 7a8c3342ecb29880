import { useId, useState } from 'react';
import { REJECTION_NOTE_MAX, REJECTION_REASON_CODES, REJECTION_REASONS } from '../../../core/decision-reasons';
import { setStatusSchema, type InterviewStatus } from '../../../core/api/review';
import { CHANGE_REASON_MAX, decisionChangeMessages, decisionStep } from '../../../core/decisions';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';

export type Decision = 'accepted' | 'rejected';
/** What the person chose: a rejection carries its reason code and an optional note. */
export type DecisionChoice = {
  reason?: (typeof REJECTION_REASON_CODES)[number];
  note?: string;
  /** Why an earlier decision is changed (required for a change). */
  changeReason?: string;
};

interface ConfirmDecisionDialogProps {
  /** The candidate and the decision while open; null closes it. */
  pending: { email: string; decision: Decision; current: InterviewStatus } | null;
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
  const changing = pending ? decisionStep(pending.current, pending.decision) === 'change' : false;
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [changeReason, setChangeReason] = useState('');
  const changeId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const reasonId = useId();
  const noteId = useId();

  const reset = () => {
    setReason('');
    setNote('');
    setChangeReason('');
    setFormError(null);
  };

  const submit = () => {
    if (!pending) return;
    const parsed = setStatusSchema.safeParse({
      status: pending.decision,
      reason: rejecting ? reason || undefined : undefined,
      note: rejecting ? note || undefined : undefined,
      changeReason: changing ? changeReason || undefined : undefined,
    });
    if (!parsed.success) return setFormError(parsed.error.issues[0]?.message ?? 'Check the reason');
    if (changing && !parsed.data.changeReason) return setFormError(decisionChangeMessages.changeReasonRequired);
    setFormError(null);
    onConfirm({ reason: parsed.data.reason, note: parsed.data.note, changeReason: parsed.data.changeReason });
  };

  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Dialog
      open={pending !== null}
      title={
        changing ? `Change the decision to ${action === 'Accept' ? 'Accepted' : 'Rejected'}?` : `${action} candidate?`
      }
      busy={busy}
      onClose={cancel}
    >
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
            <span className="font-medium break-all text-slate-900">{pending?.email}</span>?{' '}
            {changing
              ? `They are ${pending?.current} now; the change is logged with your reason.`
              : 'You can write to the candidate next, or later.'}
          </p>
          {changing && (
            <div className="mt-4">
              <label htmlFor={changeId} className="label">
                Why are you changing the decision? (required)
              </label>
              <textarea
                id={changeId}
                className="input"
                rows={2}
                maxLength={CHANGE_REASON_MAX}
                value={changeReason}
                aria-invalid={formError !== null && changeReason.trim() === ''}
                onChange={(event) => setChangeReason(event.target.value)}
              />
            </div>
          )}
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
    </Dialog>
  );
}
