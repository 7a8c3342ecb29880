import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sharedReviewPaths,
  type CommentCreated,
  type CommentInput,
  type CommentsResponse,
  type RatingsResponse,
  type SubmitRatingsInput,
} from '../../core/api/shared-review';
import { apiFetch } from './api';
import { reviewKeys } from './review';

/** Under ['review'], so a re-assessment refreshes the competencies too. */
export const sharedReviewKeys = {
  ratings: (id: string) => [...reviewKeys.all, 'member-ratings', id] as const,
  comments: (id: string) => [...reviewKeys.all, 'comments', id] as const,
};

export function useMemberRatings(id: string) {
  return useQuery({
    queryKey: sharedReviewKeys.ratings(id),
    queryFn: () => apiFetch<RatingsResponse>(sharedReviewPaths.ratings(id)),
  });
}

export function useSubmitRatings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitRatingsInput) =>
      apiFetch<RatingsResponse>(sharedReviewPaths.ratings(id), { method: 'PUT', body: input }),
    onSuccess: (data) => queryClient.setQueryData(sharedReviewKeys.ratings(id), data),
  });
}

export function useComments(id: string) {
  return useQuery({
    queryKey: sharedReviewKeys.comments(id),
    queryFn: () => apiFetch<CommentsResponse>(sharedReviewPaths.comments(id)),
  });
}

export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) =>
      apiFetch<CommentCreated>(sharedReviewPaths.comments(id), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedReviewKeys.comments(id) }),
  });
}

export function useDeleteComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => apiFetch<void>(sharedReviewPaths.comment(id, commentId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedReviewKeys.comments(id) }),
  });
}
