import { useQuery } from '@tanstack/react-query';
import { urlOf } from '../../core/api/endpoint';
import { biasEndpoints as endpoints } from '../../core/api/endpoints/bias';
import { callApi } from './call-api';

export type ReportRangeParams = { from?: string; to?: string };

/** An empty date is no date: the server picks the default range. */
const rangeQuery = (range: ReportRangeParams) => ({ from: range.from || undefined, to: range.to || undefined });

/** The server-made CSV of the same report, downloaded by plain navigation (the session cookie goes along). */
export const biasReportCsvUrl = (postingId: string, range: ReportRangeParams) =>
  urlOf(endpoints.reportCsv, { params: { id: postingId }, query: rangeQuery(range) });

/** A posting's bias report; without dates the server picks the last 365 days. */
export function useBiasReport(postingId: string, range: ReportRangeParams) {
  return useQuery({
    queryKey: ['bias-report', postingId, range.from ?? '', range.to ?? ''],
    queryFn: () => callApi(endpoints.report, { params: { id: postingId }, query: rangeQuery(range) }),
    retry: false,
  });
}
