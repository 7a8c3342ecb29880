import { useEffect, useRef } from 'react';

/**
 * Focuses the first control marked aria-invalid inside `container` (in the page's order), opening
 * a closed <details> around it first. For the forms that keep their values in their own state
 * (the plan editor's lists, the candidate's intake) what react-hook-form does in `useApiForm`.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  const details = first.closest('details');
  if (details && !details.open) details.open = true;
  first.focus();
}

/**
 * For a form that keeps its own errors: `[ref, request]`; `request()` when a check fails; once the errors are on
 * the page (`shown` changed), the first invalid field inside `ref` takes the focus.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    focusFirstInvalid(ref.current);
  }, [shown]);
  const request = () => void (pending.current = true);
  return [ref, request] as const;
}
