import { eq } from 'drizzle-orm';
import { scorecardMessages, type RatingOverrideInput, type ScorecardResponse } from '../../../core/api/scorecards.ts';
import type { Db } from '../../db/client.ts';
import { interviews, ratingOverrides, scorecards } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { interviewNotFound, ownedInterview } from '../review/policies.ts';
import { getScorecard } from './get-scorecard.ts';
import { readScorecard, scorecardColumns } from './scorecard-records.ts';

/**
 * A person's rating of one competency, with the reason, stored beside the assessor's (which is
 * never changed). The Overall Score stays the assessor's: it is the reproducible number.
 */
export async function overrideRating(
  db: Db,
  userId: string,
  interviewId: string,
  input: RatingOverrideInput,
): Promise<ScorecardResponse> {
  const [row] = await db
    .select({ id: interviews.id, card: scorecardColumns })
    .from(interviews)
    .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(ownedInterview(db, userId, interviewId))
    .limit(1);
  if (!row) throw interviewNotFound();
  if (!row.card) throw new AppError('CONFLICT', scorecardMessages.notAssessed);
  const card = readScorecard(row.card);
  if (!card.plan.competencies.some((c) => c.id === input.competencyId))
    throw new AppError('VALIDATION', scorecardMessages.unknownCompetency);
  await db.insert(ratingOverrides).values({
    interviewId: row.id,
    competencyId: input.competencyId,
    userId,
    rating: input.rating,
    reason: input.reason,
  });
  return getScorecard(db, userId, row.id);
}
