import { useQuery } from '@tanstack/react-query';
import { secondRoundEndpoints, secondRoundOfferEndpoints as offer } from '../../core/api/endpoints/second-round';
import { callApi } from './call-api';

export const secondRoundKey = (interviewId: string) => ['review', 'second-round', interviewId] as const;

/** The posting's booking link and the latest slot offer with the candidate's choice. */
export function useSecondRound(interviewId: string, enabled = true) {
  return useQuery({
    queryKey: secondRoundKey(interviewId),
    queryFn: () => callApi(secondRoundEndpoints.secondRound, { params: { id: interviewId } }),
    enabled,
  });
}

export const publicOffer = (token: string) => callApi(offer.secondRoundOffer, { params: { token } });

export const pickSlot = (token: string, slot: number) =>
  callApi(offer.secondRoundPick, { params: { token }, body: { slot } });

export const rescheduleSlot = (token: string, slot: number) =>
  callApi(offer.secondRoundReschedule, { params: { token }, body: { slot } });

export const cancelSlot = (token: string) => callApi(offer.secondRoundCancel, { params: { token } });
