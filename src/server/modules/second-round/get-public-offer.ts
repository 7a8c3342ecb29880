import type { PublicOffer } from '../../../core/api/second-round.ts';
import { publicBrand } from '../brand/brand-store.ts';
import { employerOfPosting } from '../employers/employer-key.ts';
import { findOfferByToken } from './find-offer.ts';
import type { UseCaseContext } from '../../deps.ts';

/** What the candidate's scheduling page shows. */
export async function getPublicOffer({ db }: UseCaseContext<'db'>, token: string): Promise<PublicOffer> {
  const found = await findOfferByToken(db, token);
  return {
    jobTitle: found.jobTitle,
    candidateName: found.candidateName,
    slots: found.slots,
    chosenSlot: found.offer.chosenSlot,
    bookingUrl: found.offer.bookingUrl,
    cancelled: found.offer.cancelledAt !== null,
    location: found.offer.location,
    meetingUrl: found.offer.meetingUrl,
    timeZone: found.offer.timeZone,
    brand: await publicBrand(db, employerOfPosting(found)),
  };
}
