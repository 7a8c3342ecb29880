import type { DashboardResponse } from '../../../core/api/postings';
import { Card } from '../../components/Card';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

/** $1,200 */
export const formatMoney = (value: number) => dollars.format(value);
export const formatCount = (value: number) => count.format(value);

/** The four figures at the top of the dashboard. */
export function StatTiles({ totals }: { totals: DashboardResponse['totals'] }) {
  const tiles = [
    { label: 'Job Interviews Created', value: formatCount(totals.postings) },
    { label: 'Candidate Interviews', value: formatCount(totals.applications) },
    { label: 'Total Recommended Candidates', value: formatCount(totals.recommended) },
    { label: 'Total $ Saved in Time', value: formatMoney(totals.moneySaved) },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.label} padding="none" className="p-5">
          <dt className="text-sm font-medium text-slate-500">{tile.label}</dt>
          <dd className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{tile.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
