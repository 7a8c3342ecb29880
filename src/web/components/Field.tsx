import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * The form controls of the app: one label, an optional hint and an optional error under the
 * control. The error is announced when it appears (role=alert), is read with the control
 * (aria-describedby) and marks it aria-invalid.
 * `compact` is the smaller style of search and filter bars.
 */
type Frame = {
  label: ReactNode;
  /** Help text under the control, bound with aria-describedby. */
  hint?: ReactNode;
  /** The field's error (from `useApiForm`), bound with aria-describedby; sets aria-invalid. */
  error?: string;
  compact?: boolean;
  /** Classes of the wrapper (grid spans, margins). */
  className?: string;
};

const controlClass = (compact: boolean | undefined, extra: string | undefined) =>
  [compact ? 'mt-1 rounded-md border border-slate-300 px-3 py-1.5' : 'input', extra].filter(Boolean).join(' ');

/** The ids and aria attributes shared by every control; `describedBy` adds the caller's own ids. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined, describedBy?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    aria: { 'aria-describedby': ids, 'aria-invalid': error ? (true as const) : undefined },
  };
}

function FieldFrame({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  compact,
  className,
  children,
}: Frame & { controlId: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={compact ? ['text-sm text-slate-700', className].filter(Boolean).join(' ') : className}>
      <label htmlFor={controlId} className={compact ? 'block font-medium' : 'label'}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Frame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text (e-mail, password, number, date…) input. */
export function Field({ label, hint, error, compact, className, inputClassName, id, ...input }: InputProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} compact={compact} className={className}>
      <input id={ids.controlId} {...input} {...ids.aria} className={controlClass(compact, inputClassName)} />
    </FieldFrame>
  );
}

type SelectProps = Frame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    selectClassName?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled <select>; the options are the children. */
export function Select({
  label,
  hint,
  error,
  compact,
  className,
  selectClassName,
  id,
  children,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, select['aria-describedby']);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} compact={compact} className={className}>
      <select id={ids.controlId} {...select} {...ids.aria} className={controlClass(compact, selectClassName)}>
        {children}
      </select>
    </FieldFrame>
  );
}

type TextareaProps = Frame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
    textareaClassName?: string;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled <textarea>. */
export function Textarea({
  label,
  hint,
  error,
  compact,
  className,
  textareaClassName,
  id,
  ...textarea
}: TextareaProps) {
  const ids = useFieldIds(id, hint, error, textarea['aria-describedby']);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} compact={compact} className={className}>
      <textarea id={ids.controlId} {...textarea} {...ids.aria} className={controlClass(compact, textareaClassName)} />
    </FieldFrame>
  );
}

/** The error of a group of controls (a <fieldset> of checkboxes): put `id` in the group's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
