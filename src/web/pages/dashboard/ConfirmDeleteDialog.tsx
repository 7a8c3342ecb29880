import { ConfirmDialog } from '../../components/Dialog';

interface ConfirmDeleteDialogProps {
  /** The posting's title while the dialog is open; null closes it. */
  title: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ title, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={title !== null}
      title="Delete interview process?"
      busy={busy}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      &ldquo;<span className="font-medium text-slate-900">{title}</span>&rdquo; will be deleted together with its
      candidate interviews and recordings. This cannot be undone.
    </ConfirmDialog>
  );
}
