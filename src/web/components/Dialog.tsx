import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { FormAlert } from './FormAlert';

/**
 * Opens a native <dialog> as a modal while `open` (focus moves in and is trapped, the page behind
 * is inert) and closes it otherwise. showModal() focuses the first focusable element (a checkbox,
 * say); the element marked `data-autofocus` — the dialog's primary action — gets the focus
 * instead, so Enter does what the dialog is for. On close the browser gives the focus back to
 * the element that opened it; if that left it nowhere (on <body>), it is put back here.
 */
function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected && (document.activeElement === document.body || !document.activeElement)) back.focus();
    }
  }, [open]);
  return ref;
}

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape (and the caller's Cancel) do nothing while busy. */
  busy?: boolean;
  /** Escape, or the caller's Cancel. */
  onClose: () => void;
  /** The body; a function gets the id to put on the text that describes the dialog. */
  children: ReactNode | ((ids: { describedBy: string }) => ReactNode);
  wide?: boolean;
  /** Centre the heading and the body (a closing message). */
  centered?: boolean;
}

/** The app's modal, on the native <dialog>: focus is trapped, the page behind is inert, Escape closes. */
export function Dialog({ open, title, busy = false, onClose, children, wide = false, centered = false }: DialogProps) {
  const ref = useModalDialog(open);
  const headingId = useId();
  const bodyId = useId();
  const describedByBody = typeof children === 'function';

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-describedby={describedByBody ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50 ${centered ? 'text-center' : ''}`}
    >
      {open && (
        <>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {typeof children === 'function' ? children({ describedBy: bodyId }) : children}
        </>
      )}
    </dialog>
  );
}

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

/**
 * A `Dialog` that asks before an action that cannot be undone: Cancel has the focus (the safe
 * answer to Enter), the red button goes ahead.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, busy, error, confirmLabel, busyLabel, onCancel, onConfirm } = props;
  return (
    <Dialog open={open} title={title} busy={busy} onClose={onCancel}>
      {({ describedBy }) => (
        <>
          <p id={describedBy} className="mt-2 text-sm text-slate-600">
            {children}
          </p>
          <DialogActions
            alert={error ? [error] : []}
            busy={busy}
            onCancel={onCancel}
            focusCancel
            confirm={{ label: confirmLabel, busyLabel, variant: 'danger', onClick: onConfirm }}
          />
        </>
      )}
    </Dialog>
  );
}

interface DialogActionsProps {
  /** The failure shown above the buttons: what names no field (each field's message is under it). */
  alert: readonly string[];
  busy: boolean;
  onCancel: () => void;
  /**
   * Cancel takes the focus when the dialog opens (`data-autofocus`: the safe answer to Enter, as in
   * `ConfirmDialog`). Left out, the dialog's first field has it (a dialog that asks for a reason).
   */
  focusCancel?: boolean;
  /** The button that goes ahead: a submit button of the dialog's form unless `onClick` is given. */
  confirm: {
    label: string;
    busyLabel: string;
    variant?: ButtonVariant;
    className?: string;
    onClick?: () => void;
  };
}

/** The foot of a dialog that asks before acting: its one alert, then Cancel and the action. */
export function DialogActions({ alert, busy, onCancel, focusCancel = false, confirm }: DialogActionsProps) {
  return (
    <>
      {alert.length > 0 && (
        <div className="mt-4">
          <FormAlert messages={alert} />
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button
          variant="secondary"
          autoFocus
          data-autofocus={focusCancel || undefined}
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </Button>
        <Button
          type={confirm.onClick ? 'button' : 'submit'}
          variant={confirm.variant}
          className={confirm.className}
          onClick={confirm.onClick}
          loading={busy}
          loadingLabel={confirm.busyLabel}
        >
          {confirm.label}
        </Button>
      </div>
    </>
  );
}
