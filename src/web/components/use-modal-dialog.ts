import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` (focus moves in and is trapped, the page behind
 * is inert) and closes it otherwise. Put the returned ref on the <dialog>. showModal() focuses the
 * first focusable element (a checkbox, say); the element marked `data-autofocus` — the dialog's
 * primary action — gets the focus instead, so Enter does what the dialog is for.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
