import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { urlOf } from '../../core/api/endpoint';
import { auditEndpoints } from '../../core/api/endpoints/audit';
import { candidateDataEndpoints } from '../../core/api/endpoints/candidate-data';
import type { AuditAction } from '../../core/audit';
import { ApiError, sendRequest } from './api';
import { callApi } from './call-api';

export type AuditFilters = {
  action?: AuditAction;
  from?: string;
  to?: string;
  interviewId?: string;
  email?: string;
  scope?: 'own' | 'admin';
  page?: number;
};

/** The filters as the query: empty ones and the default scope ('own') left out. */
const auditQuery = (filters: AuditFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'scope' && value === 'own'),
    ),
  ) as AuditFilters;

/** The CSV of the same filters, downloaded by plain navigation (the session cookie goes along). */
export const auditCsvUrl = (filters: AuditFilters) =>
  urlOf(auditEndpoints.csv, { query: auditQuery({ ...filters, page: undefined }) });

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit-log', filters],
    queryFn: () => callApi(auditEndpoints.list, { query: auditQuery(filters) }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCandidateDataSearch() {
  return useMutation({
    mutationFn: (email: string) => callApi(candidateDataEndpoints.search, { body: { email } }),
  });
}

export function useDeleteCandidateData() {
  return useMutation({
    mutationFn: (email: string) => callApi(candidateDataEndpoints.delete, { body: { email } }),
  });
}

/**
 * Downloads the export archive. The address goes in a POST body (never in a URL), so the browser
 * receives the zip through fetch and saves it from a temporary object URL.
 */
export async function downloadCandidateArchive(email: string): Promise<void> {
  // sendRequest, not callApi: the file name is in the answer's content-disposition header.
  const endpoint = candidateDataEndpoints.export;
  const response = await sendRequest(urlOf(endpoint), { method: endpoint.method, body: { email } }).catch(
    (error: unknown) => {
      // An answer that is not our JSON error keeps the general message.
      if (error instanceof ApiError && error.code.startsWith('HTTP_'))
        throw new ApiError(error.status, 'EXPORT_FAILED', 'The export failed. Please try again.');
      throw error;
    },
  );
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'candidate-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
