import { useQuery } from '@tanstack/react-query';
import { secondRoundPaths, type PublicOffer, type SecondRoundView } from '../../core/api/second-round';
import type { SecondRoundSlot } from '../../core/second-round';
import { apiFetch } from './api';

export const secondRoundKey = (interviewId: string) => ['review', 'second-round', interviewId] as const;

/** The posting's booking link and the latest slot offer with the candidate's choice. */
export function useSecondRound(interviewId: string, enabled = true) {
  return useQuery({
    queryKey: secondRoundKey(interviewId),
    queryFn: () => apiFetch<SecondRoundView>(secondRoundPaths.employer(interviewId)),
    enabled,
  });
}

export const publicOffer = (token: string) => apiFetch<PublicOffer>(secondRoundPaths.offer(token));

export const pickSlot = (token: string, slot: number) =>
  apiFetch<{ chosenSlot: number; slot: SecondRoundSlot }>(secondRoundPaths.pick(token), {
    method: 'POST',
    body: { slot },
  });

export const rescheduleSlot = (token: string, slot: number) =>
  apiFetch<{ chosenSlot: number; slot: SecondRoundSlot }>(secondRoundPaths.reschedule(token), {
    method: 'POST',
    body: { slot },
  });

export const cancelSlot = (token: string) =>
  apiFetch<{ cancelled: true }>(secondRoundPaths.cancel(token), { method: 'POST', body: {} });
