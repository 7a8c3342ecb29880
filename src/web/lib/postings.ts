import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { postingEndpoints as endpoints } from '../../core/api/endpoints/postings';
import type { DashboardResponse, PostingInput } from '../../core/api/postings';
import { callApi } from './call-api';

/** Shown when the list of postings could not be loaded. */
export const POSTINGS_LOAD_FAILED_MESSAGE = 'Failed to load job postings. Please try again later.';

/** Shown when a posting's page answers 404. */
export const POSTING_NOT_FOUND_MESSAGE =
  'This interview process was not found. It may have been deleted, or it belongs to another account.';

/** Every postings query lives under ['postings'], so one invalidation refreshes them all. */
export const postingKeys = {
  all: ['postings'] as const,
  dashboard: ['postings', 'dashboard'] as const,
  list: ['postings', 'list'] as const,
  detail: (id: string) => ['postings', 'detail', id] as const,
};

const invalidatePostings = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: postingKeys.all });

/** Totals and one row per posting with its figures (GET /api/dashboard). */
export function useDashboard() {
  return useQuery({
    queryKey: postingKeys.dashboard,
    queryFn: () => callApi(endpoints.dashboard),
  });
}

/** The employer's postings, newest first. */
export function usePostings() {
  return useQuery({
    queryKey: postingKeys.list,
    queryFn: () => callApi(endpoints.list),
  });
}

/** One posting of the employer; a 404 ApiError when it is not theirs or does not exist. */
export function usePosting(id: string) {
  return useQuery({
    queryKey: postingKeys.detail(id),
    queryFn: () => callApi(endpoints.get, { params: { id } }),
  });
}

export function useCreatePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostingInput) => callApi(endpoints.create, { body: input }),
    onSuccess: () => invalidatePostings(queryClient),
  });
}

export function useUpdatePosting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostingInput) => callApi(endpoints.update, { params: { id }, body: input }),
    onSuccess: (posting) => {
      queryClient.setQueryData(postingKeys.detail(id), posting);
      return invalidatePostings(queryClient);
    },
  });
}

function patchDashboardRows(
  queryClient: QueryClient,
  change: (rows: DashboardResponse['postings']) => DashboardResponse['postings'],
) {
  queryClient.setQueryData<DashboardResponse>(postingKeys.dashboard, (data) =>
    data ? { ...data, postings: change(data.postings) } : data,
  );
}

/** Switches a posting on or off; the dashboard row flips at once and rolls back on failure. */
export function useSetPostingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      callApi(endpoints.setActive, { params: { id }, body: { isActive } }),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: postingKeys.dashboard });
      const previous = queryClient.getQueryData<DashboardResponse>(postingKeys.dashboard);
      patchDashboardRows(queryClient, (rows) => rows.map((row) => (row.id === id ? { ...row, isActive } : row)));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(postingKeys.dashboard, context.previous);
    },
    onSettled: () => invalidatePostings(queryClient),
  });
}

/** Deletes a posting (its interviews and files go with it on the server). */
export function useDeletePosting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.delete, { params: { id } }),
    onSuccess: (_data, id) => {
      patchDashboardRows(queryClient, (rows) => rows.filter((row) => row.id !== id));
      queryClient.removeQueries({ queryKey: postingKeys.detail(id) });
      return invalidatePostings(queryClient);
    },
  });
}
