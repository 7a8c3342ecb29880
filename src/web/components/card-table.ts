/**
 * Class names that turn a data table into one card per row below 640 px (Tailwind's `sm`), with
 * every cell labelled by its `data-label` and every action on screen; from 640 px up it is the
 * ordinary table. The DOM stays one table, so there is one set of controls for keyboards, screen
 * readers and tests at every width (docs/decisions/0018-cv-text-and-everyday-review.md).
 */
export const cardTable = {
  table: 'min-w-full text-sm max-sm:block sm:divide-y sm:divide-slate-200',
  /** Column headers stay for assistive technology; on cards each cell shows its own label. */
  head: 'bg-slate-50 max-sm:sr-only',
  body: 'divide-y divide-slate-100 max-sm:block',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:p-4',
  /** A cell with its column name shown above it on cards: pair with `data-label`. */
  cell: 'max-sm:block max-sm:p-0 max-sm:before:mb-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
  /** A cell that takes the card's whole width (the row's name, its actions). */
  wide: 'max-sm:col-span-2',
} as const;
