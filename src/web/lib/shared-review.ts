import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sharedReviewEndpoints as endpoints } from '../../core/api/endpoints/shared-review';
import type { CommentInput, SubmitRatingsInput } from '../../core/api/shared-review';
import { callApi } from './call-api';
import { reviewKeys } from './review';

/** Under ['review'], so a re-assessment refreshes the competencies too. */
export const sharedReviewKeys = {
  ratings: (id: string) => [...reviewKeys.all, 'member-ratings', id] as const,
  comments: (id: string) => [...reviewKeys.all, 'comments', id] as const,
};

export function useMemberRatings(id: string) {
  return useQuery({
    queryKey: sharedReviewKeys.ratings(id),
    queryFn: () => callApi(endpoints.ratings, { params: { id } }),
  });
}

export function useSubmitRatings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitRatingsInput) => callApi(endpoints.submitRatings, { params: { id }, body: input }),
    onSuccess: (data) => queryClient.setQueryData(sharedReviewKeys.ratings(id), data),
  });
}

export function useComments(id: string) {
  return useQuery({
    queryKey: sharedReviewKeys.comments(id),
    queryFn: () => callApi(endpoints.comments, { params: { id } }),
  });
}

export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => callApi(endpoints.addComment, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedReviewKeys.comments(id) }),
  });
}

export function useDeleteComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => callApi(endpoints.deleteComment, { params: { id, commentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedReviewKeys.comments(id) }),
  });
}
