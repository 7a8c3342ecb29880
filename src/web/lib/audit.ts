import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditPage, CandidateData } from '../../core/api/audit';
import type { AuditAction } from '../../core/audit';
import { ApiError, apiFetch } from './api';

export type AuditFilters = {
  action?: AuditAction;
  from?: string;
  to?: string;
  interviewId?: string;
  email?: string;
  scope?: 'own' | 'admin';
  page?: number;
};

const auditSearch = (filters: AuditFilters) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'scope' && value === 'own')) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
};

/** The CSV of the same filters, downloaded by plain navigation (the session cookie goes along). */
export const auditCsvUrl = (filters: AuditFilters) =>
  `/api/audit-log.csv${auditSearch({ ...filters, page: undefined })}`;

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit-log', filters],
    queryFn: () => apiFetch<AuditPage>(`/api/audit-log${auditSearch(filters)}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCandidateDataSearch() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<CandidateData>('/api/candidate-data/search', { method: 'POST', body: { email } }),
  });
}

export function useDeleteCandidateData() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<{ deleted: number }>('/api/candidate-data/delete', { method: 'POST', body: { email } }),
  });
}

/**
 * Downloads the export archive. The address goes in a POST body (never in a URL), so the browser
 * receives the zip through fetch and saves it from a temporary object URL.
 */
export async function downloadCandidateArchive(email: string): Promise<void> {
  const response = await fetch('/api/candidate-data/export', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    let message = 'The export failed. Please try again.';
    try {
      message = ((await response.json()) as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // Not JSON: keep the general message.
    }
    throw new ApiError(response.status, 'EXPORT_FAILED', message);
  }
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
