import { useQuery } from '@tanstack/react-query';
import type { BiasReportResponse } from '../../core/api/bias';
import { apiFetch } from './api';

export type ReportRangeParams = { from?: string; to?: string };

const reportPath = (postingId: string, suffix: string, range: ReportRangeParams) => {
  const search = new URLSearchParams();
  if (range.from) search.set('from', range.from);
  if (range.to) search.set('to', range.to);
  const query = search.toString();
  return `/api/postings/${encodeURIComponent(postingId)}/${suffix}${query ? `?${query}` : ''}`;
};

/** The server-made CSV of the same report, downloaded by plain navigation (the session cookie goes along). */
export const biasReportCsvUrl = (postingId: string, range: ReportRangeParams) =>
  reportPath(postingId, 'bias-report.csv', range);

/** A posting's bias report; without dates the server picks the last 365 days. */
export function useBiasReport(postingId: string, range: ReportRangeParams) {
  return useQuery({
    queryKey: ['bias-report', postingId, range.from ?? '', range.to ?? ''],
    queryFn: () => apiFetch<BiasReportResponse>(reportPath(postingId, 'bias-report', range)),
    retry: false,
  });
}
