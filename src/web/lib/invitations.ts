import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationEndpoints, invitationLinkEndpoints } from '../../core/api/endpoints/invitations';
import type { InviteOneInput, InviteResult, PostingSettings } from '../../core/api/invitations';
import { callApi } from './call-api';

export const invitationKeys = {
  all: (postingId: string) => ['invitations', postingId] as const,
  list: (postingId: string, page: number) => ['invitations', postingId, 'list', page] as const,
  settings: (postingId: string) => ['invitations', postingId, 'settings'] as const,
};

/** One page of a posting's invitations with the count per status. */
export function useInvitations(postingId: string, page: number) {
  return useQuery({
    queryKey: invitationKeys.list(postingId, page),
    queryFn: () => callApi(invitationEndpoints.list, { params: { id: postingId }, query: { page } }),
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
    callApi(invitationEndpoints.invite, { params: { id: postingId }, body: input }),
  );

export const useImportInvitations = (postingId: string) =>
  useInviteMutation(postingId, (csv: string) =>
    callApi(invitationEndpoints.importCsv, { params: { id: postingId }, body: { csv } }),
  );

export function usePostingSettings(postingId: string) {
  return useQuery({
    queryKey: invitationKeys.settings(postingId),
    queryFn: () => callApi(invitationEndpoints.settings, { params: { id: postingId } }),
  });
}

export function useSavePostingSettings(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PostingSettings) =>
      callApi(invitationEndpoints.saveSettings, { params: { id: postingId }, body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(invitationKeys.settings(postingId), saved),
  });
}

/** The candidate's personal link: marks it opened and returns the pre-filled intake. */
export const openInvitationLink = (token: string) =>
  callApi(invitationLinkEndpoints.openInvitation, { params: { token } });
