import type { Actor } from '../../../core/access.ts';
import { eq } from 'drizzle-orm';
import { scorecardMessages, type RatingOverrideInput, type ScorecardResponse } from '../../../core/api/scorecards.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { interviews, ratingOverrides, scorecards } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { markReviewed } from '../review/record-interview-view.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { getScorecard } from './get-scorecard.ts';
import { settleInterviewScore } from './settle-interview-score.ts';
import { readScorecard, scorecardColumns } from './scorecard-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * A person's rating of one competency, with the reason, stored beside the assessor's (which is
 * never changed). It sets the competency's team rating, so the settled Overall Score and the
 * ranking follow it (settle-interview-score.ts); the audit entry records the change of both.
 */
export async function overrideRating(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
  input: RatingOverrideInput,
): Promise<ScorecardResponse> {
  const [row] = await db
    .select({ id: interviews.id, card: scorecardColumns })
    .from(interviews)
    .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(ownedInterview(db, actor, interviewId, 'interview.rate'))
    .limit(1);
  if (!row) throw interviewNotFound();
  if (!row.card) throw new AppError('CONFLICT', scorecardMessages.notAssessed);
  const card = readScorecard(row.card);
  if (!card.plan.competencies.some((c) => c.id === input.competencyId))
    throw new AppError('VALIDATION', scorecardMessages.unknownCompetency);
  const aiRating = card.competencies.find((c) => c.competencyId === input.competencyId)?.rating ?? null;
  await db.transaction(async (tx) => {
    await tx.insert(ratingOverrides).values({
      interviewId: row.id,
      competencyId: input.competencyId,
      userId: actor.userId,
      rating: input.rating,
      reason: input.reason,
    });
    const score = await settleInterviewScore({ db: tx }, row.id);
    await markReviewed(tx, row.id);
    const scope = await interviewAuditScope(tx, row.id);
    if (scope) {
      await recordAudit(
        { db: tx },
        {
          action: AUDIT_ACTIONS.ratingOverride,
          actorUserId: actor.userId,
          scope,
          details: { competencyId: input.competencyId, aiRating, rating: input.rating, overallScore: score },
          note: input.reason,
        },
      );
    }
  });
  return getScorecard({ db }, actor, row.id);
}
