import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewEndpoints as endpoints } from '../../core/api/endpoints/review';
import type { BulkActionInput, DecisionResult, SetStatusInput, ReviewSort } from '../../core/api/review';
import type { DecisionMailWithScheduling } from '../../core/api/second-round';
import { callApi } from './call-api';

/** Every review query lives under ['review'], so one invalidation refreshes lists and details alike. */
export const reviewKeys = {
  all: ['review'] as const,
  candidates: (postingId: string, params: CandidatesParams) => ['review', 'candidates', postingId, params] as const,
  search: (params: SearchParams) => ['review', 'search', params] as const,
  interview: (id: string) => ['review', 'interview', id] as const,
};

export type CandidatesParams = { archived: boolean; q?: string; sort: ReviewSort; page: number; pageSize?: number };
export type SearchParams = { q: string; sort: ReviewSort; page: number; pageSize?: number };

/** How often the details screen asks again while the AI feedback is being written. */
export const FEEDBACK_POLL_MS = 3_000;

/** An empty search box sends no `q`. */
const withoutEmptyQ = <P extends { q?: string }>(params: P): P => ({ ...params, q: params.q || undefined });

/** One page of a posting's candidates, sorted and paged by the server; the previous page stays shown while the next loads. */
export function useCandidates(postingId: string, params: CandidatesParams) {
  return useQuery({
    queryKey: reviewKeys.candidates(postingId, params),
    queryFn: () =>
      callApi(endpoints.candidates, {
        params: { id: postingId },
        query: { ...withoutEmptyQ(params), archived: params.archived ? 'true' : 'false' },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Applicant search over the employer's own postings. */
export function useInterviewSearch(params: SearchParams) {
  return useQuery({
    queryKey: reviewKeys.search(params),
    queryFn: () => callApi(endpoints.search, { query: withoutEmptyQ(params) }),
    placeholderData: keepPreviousData,
  });
}

/** One interview with fresh signed links; asks again every 3 s while its feedback or CV text is pending. */
export function useInterview(id: string) {
  return useQuery({
    queryKey: reviewKeys.interview(id),
    queryFn: () => callApi(endpoints.get, { params: { id } }),
    // Signed links expire: always fetch on open rather than trust a cached copy.
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.feedbackStatus;
      const readingCv = query.state.data?.cvText?.status === 'pending';
      return status === 'pending' || status === 'running' || readingCv ? FEEDBACK_POLL_MS : false;
    },
  });
}

function useReviewMutation<Input>(request: (input: Input) => Promise<DecisionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export function useSetStatus() {
  return useReviewMutation(({ id, ...body }: SetStatusInput & { id: string }) =>
    callApi(endpoints.setStatus, { params: { id }, body }),
  );
}

export function useSetArchived() {
  return useReviewMutation(({ id, archived }: { id: string; archived: boolean }) =>
    callApi(endpoints.setArchived, { params: { id }, body: { archived } }),
  );
}

export function useRetryFeedback() {
  return useReviewMutation((id: string) => callApi(endpoints.retryFeedback, { params: { id } }));
}

export function useSendDecisionMail() {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    mutationFn: ({ id, ...mail }: DecisionMailWithScheduling & { id: string }) =>
      callApi(endpoints.decisionMail, { params: { id }, body: mail }),
  });
}

/** Accept, reject, archive, restore or e-mail several candidates; each row reports its own outcome. */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkActionInput) => callApi(endpoints.bulk, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
