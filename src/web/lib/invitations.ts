import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invitationPaths,
  type InvitationLink,
  type InvitationsResponse,
  type InviteOneInput,
  type InviteResult,
  type PostingSettings,
} from '../../core/api/invitations';
import { apiFetch } from './api';

export const invitationKeys = {
  all: (postingId: string) => ['invitations', postingId] as const,
  list: (postingId: string, page: number) => ['invitations', postingId, 'list', page] as const,
  settings: (postingId: string) => ['invitations', postingId, 'settings'] as const,
};

/** One page of a posting's invitations with the count per status. */
export function useInvitations(postingId: string, page: number) {
  return useQuery({
    queryKey: invitationKeys.list(postingId, page),
    queryFn: () => apiFetch<InvitationsResponse>(`${invitationPaths.list(postingId)}?page=${page}`),
  });
}

function useInviteMutation<Input>(postingId: string, request: (input: Input) => Promise<InviteResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all(postingId) }),
  });
}

export const useInviteOne = (postingId: string) =>
  useInviteMutation(postingId, (input: InviteOneInput) =>
    apiFetch<InviteResult>(invitationPaths.invite(postingId), { method: 'POST', body: input }),
  );

export const useImportInvitations = (postingId: string) =>
  useInviteMutation(postingId, (csv: string) =>
    apiFetch<InviteResult>(invitationPaths.importCsv(postingId), { method: 'POST', body: { csv } }),
  );

export function usePostingSettings(postingId: string) {
  return useQuery({
    queryKey: invitationKeys.settings(postingId),
    queryFn: () => apiFetch<PostingSettings>(invitationPaths.settings(postingId)),
  });
}

export function useSavePostingSettings(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PostingSettings) =>
      apiFetch<PostingSettings>(invitationPaths.settings(postingId), { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(invitationKeys.settings(postingId), saved),
  });
}

/** The candidate's personal link: marks it opened and returns the pre-filled intake. */
export const openInvitationLink = (token: string) => apiFetch<InvitationLink>(invitationPaths.publicLink(token));
