import type { ReactNode } from 'react';
import { Card } from './Card';

interface DataTableProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
}

/** A plain table in a card that scrolls sideways on narrow screens and can be scrolled by keyboard. */
export function DataTable({ label, columns, children }: DataTableProps) {
  return (
    <Card role="region" aria-label={label} tabIndex={0} padding="none" className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </Card>
  );
}
