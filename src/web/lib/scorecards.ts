import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStatus } from '../../core/api/review';
import { scorecardEndpoints as endpoints } from '../../core/api/endpoints/scorecards';
import type { RatingOverrideInput } from '../../core/api/scorecards';
import { callApi } from './call-api';
import { reviewKeys } from './review';

/** Under ['review'], so decisions and retries refresh scorecards too. */
export const scorecardKeys = {
  scorecard: (id: string, status: FeedbackStatus | undefined) => [...reviewKeys.all, 'scorecard', id, status] as const,
  comparison: (postingId: string) => [...reviewKeys.all, 'comparison', postingId] as const,
};

/** An interview's scorecard; asked again whenever the interview's assessment status changes. */
export function useScorecard(id: string, status: FeedbackStatus | undefined) {
  return useQuery({
    queryKey: scorecardKeys.scorecard(id, status),
    queryFn: () => callApi(endpoints.scorecard, { params: { id } }),
  });
}

export function useComparison(postingId: string) {
  return useQuery({
    queryKey: scorecardKeys.comparison(postingId),
    queryFn: () => callApi(endpoints.comparison, { params: { id: postingId } }),
  });
}

export function useOverrideRating(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingOverrideInput) =>
      callApi(endpoints.overrideRating, { params: { id: interviewId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
