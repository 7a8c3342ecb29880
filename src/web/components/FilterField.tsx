import type { ReactNode } from 'react';

/** The compact input style of search and filter bars (smaller than the `input` of full forms). */
export const filterInput = 'mt-1 rounded-md border border-slate-300 px-3 py-1.5';

/** A label above one control of a search or filter bar; the control is the child. */
export function FilterField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className ? `text-sm text-slate-700 ${className}` : 'text-sm text-slate-700'}>
      <span className="block font-medium">{label}</span>
      {children}
    </label>
  );
}
