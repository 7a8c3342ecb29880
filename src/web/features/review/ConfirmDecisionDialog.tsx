import { Alert } from '../../components/Alert';
import { Modal } from '../../components/Modal';

export type Decision = 'accepted' | 'rejected';

interface ConfirmDecisionDialogProps {
  /** The candidate and the decision while open; null closes it. */
  pending: { email: string; decision: Decision } | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

const verb = { accepted: 'Accept', rejected: 'Reject' } as const;

/** docs/product-rules.md §2: accept and reject ask for confirmation naming the candidate's email. */
export function ConfirmDecisionDialog({ pending, busy, error, onCancel, onConfirm }: ConfirmDecisionDialogProps) {
  const action = pending ? verb[pending.decision] : '';
  return (
    <Modal open={pending !== null} title={`${action} candidate?`} busy={busy} onClose={onCancel}>
      {({ describedBy }) => (
        <>
          <p id={describedBy} className="mt-2 text-sm text-slate-600">
            Are you sure you want to {action.toLowerCase()}{' '}
            <span className="font-medium break-all text-slate-900">{pending?.email}</span>? You can write to the
            candidate next.
          </p>
          {error && (
            <div className="mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" autoFocus onClick={onCancel} disabled={busy} className="btn-secondary">
              Cancel
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className={`btn-primary ${pending?.decision === 'rejected' ? 'bg-red-600 hover:bg-red-500' : 'bg-green-700 hover:bg-green-600'}`}
            >
              {busy ? `${action === 'Accept' ? 'Accepting' : 'Rejecting'}...` : action}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
