import { eq } from 'drizzle-orm';
import type { Accommodations } from '../../../core/api/candidate.ts';
import { interviews } from '../../db/schema.ts';
import { assertNotSubmitted, type CandidateInterview } from './load-candidate-interview.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * The candidate asks for (or withdraws) more time to think: a longer thinking pause ends each
 * spoken answer, and the employer sees the request on the interview. Asking again keeps the
 * first time it was asked; withdrawing clears it. Not after submission.
 */
export async function setAccommodations(
  { db }: UseCaseContext<'db'>,
  interview: Pick<CandidateInterview, 'id' | 'submittedAt' | 'moreTimeRequestedAt'>,
  wanted: Accommodations,
): Promise<Accommodations> {
  assertNotSubmitted(interview);
  const already = interview.moreTimeRequestedAt !== null;
  if (already !== wanted.moreThinkingTime) {
    await db
      .update(interviews)
      .set({ moreTimeRequestedAt: wanted.moreThinkingTime ? new Date() : null })
      .where(eq(interviews.id, interview.id));
  }
  return { moreThinkingTime: wanted.moreThinkingTime };
}
