import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` (focus moves in and is trapped, the page behind
 * is inert) and closes it otherwise. Put the returned ref on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
