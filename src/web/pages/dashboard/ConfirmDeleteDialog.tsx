import { useEffect, useId, useRef } from 'react';

interface ConfirmDeleteDialogProps {
  /** The posting's title while the dialog is open; null closes it. */
  title: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A modal (native <dialog>: focus is trapped, the page behind is inert, Escape cancels). */
export function ConfirmDeleteDialog({ title, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const bodyId = useId();
  const open = title !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && (
        <>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Delete interview process?
          </h2>
          <p id={bodyId} className="mt-2 text-sm text-slate-600">
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
    </dialog>
  );
}
