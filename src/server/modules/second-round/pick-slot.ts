import { and, eq, isNull, sql } from 'drizzle-orm';
import { SECOND_ROUND_STATUS, secondRoundMessages } from '../../../core/second-round.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, secondRoundOffers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findOfferByToken } from './find-offer.ts';
import { mailSecondRound } from './mail-second-round.ts';

type Deps = UseCaseContext<'db' | 'queue' | 'env' | 'origins'>;

/**
 * The candidate picks one offered slot: recorded once (a conditional UPDATE, so a double click
 * or a second tab cannot pick twice) and only while the interview is still accepted (the same
 * UPDATE checks it, so a rejection in between withdraws the offer), then a confirmation with the same calendar invitation goes
 * to the candidate and to the employer who made the offer.
 */
export async function pickSlot(deps: Deps, token: string, slotIndex: number, now = new Date()) {
  const { db } = deps;
  const found = await findOfferByToken(db, token);
  if (found.interviewStatus !== SECOND_ROUND_STATUS) throw new AppError('CONFLICT', secondRoundMessages.offerWithdrawn);
  if (found.offer.cancelledAt) throw new AppError('CONFLICT', secondRoundMessages.cancelled);
  if (found.offer.chosenSlot !== null) throw new AppError('CONFLICT', secondRoundMessages.alreadyChosen);
  const slot = found.slots[slotIndex];
  if (!slot) throw new AppError('VALIDATION', secondRoundMessages.slotUnknown);
  if (Date.parse(slot.startsAt) <= now.getTime()) throw new AppError('CONFLICT', secondRoundMessages.slotPassed);
  const claimed = await db
    .update(secondRoundOffers)
    .set({ chosenSlot: slotIndex, chosenAt: now })
    .where(
      and(
        eq(secondRoundOffers.id, found.offer.id),
        isNull(secondRoundOffers.chosenSlot),
        isNull(secondRoundOffers.cancelledAt),
        sql`exists (select 1 from ${interviews} where ${interviews.id} = ${secondRoundOffers.interviewId}
          and ${interviews.status} = ${SECOND_ROUND_STATUS})`,
      ),
    )
    .returning({ id: secondRoundOffers.id });
  if (claimed.length === 0) {
    const [current] = await db
      .select({ status: interviews.status })
      .from(interviews)
      .where(eq(interviews.id, found.offer.interviewId));
    throw new AppError(
      'CONFLICT',
      current?.status === SECOND_ROUND_STATUS ? secondRoundMessages.alreadyChosen : secondRoundMessages.offerWithdrawn,
    );
  }
  await mailSecondRound(deps, found, token, slot, 'picked', now);
  return { chosenSlot: slotIndex, slot };
}
