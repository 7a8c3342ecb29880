import { Modal } from '../../components/Modal';

interface ConfirmDeleteDialogProps {
  /** The posting's title while the dialog is open; null closes it. */
  title: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ title, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Modal open={title !== null} title="Delete interview process?" busy={busy} onClose={onCancel}>
      {({ describedBy }) => (
        <>
          <p id={describedBy} className="mt-2 text-sm text-slate-600">
            &ldquo;<span className="font-medium text-slate-900">{title}</span>&rdquo; will be deleted together with its
            candidate interviews and recordings. This cannot be undone.
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" autoFocus onClick={onCancel} disabled={busy} className="btn-secondary">
              Cancel
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className="btn-primary bg-red-600 hover:bg-red-500"
            >
              {busy ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
