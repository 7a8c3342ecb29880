import { eq } from 'drizzle-orm';
import { secondRoundMessages, type SecondRoundSlot } from '../../../core/second-round.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings, secondRoundOffers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashCandidateToken } from '../candidate/candidate-token.ts';

/** The offer a candidate's scheduling token names, with what its page and its e-mails need. */
export async function findOfferByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      offer: secondRoundOffers,
      candidateName: interviews.fullName,
      candidateEmail: interviews.candidateEmail,
      interviewStatus: interviews.status,
      jobTitle: jobPostings.title,
      organizationId: jobPostings.organizationId,
    })
    .from(secondRoundOffers)
    .innerJoin(interviews, eq(interviews.id, secondRoundOffers.interviewId))
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(eq(secondRoundOffers.tokenHash, hashCandidateToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', secondRoundMessages.linkNotFound);
  return { ...row, slots: row.offer.slots as SecondRoundSlot[] };
}
