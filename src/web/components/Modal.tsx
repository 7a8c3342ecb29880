import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ModalProps {
  open: boolean;
  title: string;
  /** Escape and Cancel do nothing while busy. */
  busy?: boolean;
  onClose: () => void;
  children: (ids: { describedBy: string }) => ReactNode;
  wide?: boolean;
}

/** A modal on the native <dialog>: focus is trapped, the page behind is inert, Escape closes. */
export function Modal({ open, title, busy = false, onClose, children, wide = false }: ModalProps) {
  const ref = useModalDialog(open);
  const headingId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {children({ describedBy: bodyId })}
        </>
      )}
    </dialog>
  );
}
