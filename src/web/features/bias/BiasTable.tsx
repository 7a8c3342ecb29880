import { useId } from 'react';
import type { BiasReportResponse } from '../../../core/api/bias';
import { SUPPRESSED_LABEL } from '../../../core/bias-disclosure';
import { DIMENSION_LABELS, exclusionLabel, FLAG_LABEL } from '../../../core/bias-report';

type Table = BiasReportResponse['tables'][number];
type Category = Table['categories'][number];
type Rate = Category['selection'];

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const ratio = (value: number | null) => (value === null ? '—' : value.toFixed(3));
/** A count, or "<5" where it is suppressed so that no answer can be tied to a person. */
const count = (value: number | null) => value ?? SUPPRESSED_LABEL;

function RatioCell({ rate, note }: { rate: Rate; note: string | null }) {
  if (rate.impactRatio === null) return <span className="text-slate-500">{note ?? '—'}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={rate.flagged ? 'font-semibold text-red-700' : undefined}>{ratio(rate.impactRatio)}</span>
      {rate.flagged && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{FLAG_LABEL}</span>
      )}
    </span>
  );
}

/** One table of the report (by sex, race/ethnicity or both); categories without applications can be hidden. */
export function BiasTable({ table, showEmpty }: { table: Table; showEmpty: boolean }) {
  const headingId = useId();
  const rows = showEmpty ? table.categories : table.categories.filter((c) => c.suppressed || (c.applications ?? 0) > 0);
  const hidden = table.categories.length - rows.length;
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  const td = 'px-3 py-2 align-top text-sm text-slate-800';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        By {DIMENSION_LABELS[table.dimension].toLowerCase()}
      </h2>
      <div className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${th} sticky left-0 bg-slate-50`}>
                Category
              </th>
              <th scope="col" className={th}>
                Applied
              </th>
              <th scope="col" className={th}>
                Assessed
              </th>
              <th scope="col" className={th}>
                Selected
              </th>
              <th scope="col" className={th}>
                Selection rate
              </th>
              <th scope="col" className={th}>
                Impact ratio (selection)
              </th>
              <th scope="col" className={th}>
                Above median
              </th>
              <th scope="col" className={th}>
                Scoring rate
              </th>
              <th scope="col" className={th}>
                Impact ratio (scoring)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((c) => {
              const note = c.suppressed ? 'not shown' : c.excluded ? exclusionLabel(c.excluded) : null;
              const flagged = c.selection.flagged || c.scoring.flagged;
              return (
                <tr key={c.key} data-category={c.key} className={flagged ? 'bg-red-50' : undefined}>
                  <th
                    scope="row"
                    className={`${td} sticky left-0 min-w-36 text-left font-medium ${flagged ? 'bg-red-50' : 'bg-white'}`}
                  >
                    {c.label}
                    {c.shareOfAssessed !== null && (
                      <span className="block text-xs font-normal text-slate-600">
                        {percent(c.shareOfAssessed)} of assessed
                      </span>
                    )}
                  </th>
                  <td className={td}>{count(c.applications)}</td>
                  <td className={td}>{count(c.assessed)}</td>
                  <td className={td}>{count(c.selected)}</td>
                  <td className={td}>{percent(c.selection.rate)}</td>
                  <td className={td}>
                    <RatioCell rate={c.selection} note={note} />
                  </td>
                  <td className={td}>{count(c.aboveMedian)}</td>
                  <td className={td}>{percent(c.scoring.rate)}</td>
                  <td className={td}>
                    <RatioCell rate={c.scoring} note={note} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <p className="mt-2 text-xs text-slate-500">
          {hidden} {hidden === 1 ? 'category' : 'categories'} without applications hidden.
        </p>
      )}
    </section>
  );
}
