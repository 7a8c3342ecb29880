import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStatus } from '../../core/api/review';
import {
  scorecardPaths,
  type ComparisonResponse,
  type RatingOverrideInput,
  type ScorecardResponse,
} from '../../core/api/scorecards';
import { apiFetch } from './api';
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
    queryFn: () => apiFetch<ScorecardResponse>(scorecardPaths.scorecard(id)),
  });
}

export function useComparison(postingId: string) {
  return useQuery({
    queryKey: scorecardKeys.comparison(postingId),
    queryFn: () => apiFetch<ComparisonResponse>(scorecardPaths.comparison(postingId)),
  });
}

export function useOverrideRating(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingOverrideInput) =>
      apiFetch<ScorecardResponse>(scorecardPaths.overrides(interviewId), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
