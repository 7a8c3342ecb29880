import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen; read out as the dialog's description. */
  children: ReactNode;
  busy: boolean;
  /** Shown above the buttons when the action failed. */
  error?: string | null;
  confirmLabel: string;
  busyLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone: Cancel has the focus, the red button goes ahead. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, busy, error, confirmLabel, busyLabel, onCancel, onConfirm } = props;
  return (
    <Modal open={open} title={title} busy={busy} onClose={onCancel}>
      {({ describedBy }) => (
        <>
          <p id={describedBy} className="mt-2 text-sm text-slate-600">
            {children}
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
              className="btn-primary bg-red-600 hover:bg-red-500"
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
