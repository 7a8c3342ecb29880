import type { Actor } from '../../../core/access.ts';
import { desc, eq } from 'drizzle-orm';
import type { SecondRoundView } from '../../../core/api/second-round.ts';
import type { SecondRoundSlot } from '../../../core/second-round.ts';
import { interviews, jobPostings, secondRoundOffers } from '../../db/schema.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The posting's booking link and the latest slot offer with the candidate's choice, for the employer. */
export async function getSecondRound(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
): Promise<SecondRoundView> {
  const [row] = await db
    .select({ bookingUrl: jobPostings.bookingUrl })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(ownedInterview(db, actor, interviewId, 'interview.read'))
    .limit(1);
  if (!row) throw interviewNotFound();
  const [offer] = await db
    .select()
    .from(secondRoundOffers)
    .where(eq(secondRoundOffers.interviewId, interviewId))
    .orderBy(desc(secondRoundOffers.createdAt))
    .limit(1);
  return {
    bookingUrl: row.bookingUrl,
    offer: offer
      ? {
          slots: offer.slots as SecondRoundSlot[],
          chosenSlot: offer.chosenSlot,
          chosenAt: offer.chosenAt?.toISOString() ?? null,
          createdAt: offer.createdAt.toISOString(),
        }
      : null,
  };
}
