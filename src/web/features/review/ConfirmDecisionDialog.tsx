import { useState } from 'react';
import type { REJECTION_REASON_CODES } from '../../../core/decision-reasons';
import { setStatusSchema, type InterviewStatus } from '../../../core/api/review';
import { decisionChangeMessages, decisionStep } from '../../../core/decisions';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { ChangeReasonField, RejectionReasonFields } from './RejectionReasonFields';

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
  const [formError, setFormError] = useState<string | null>(null);

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
            <ChangeReasonField
              label="Why are you changing the decision? (required)"
              value={changeReason}
              onChange={setChangeReason}
              refused={formError !== null}
            />
          )}
          {rejecting && (
            <RejectionReasonFields
              reason={reason}
              note={note}
              onReason={setReason}
              onNote={setNote}
              refused={formError !== null}
            />
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
