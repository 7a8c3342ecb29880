import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import {
  sharedReviewMessages,
  type RatingsResponse,
  type SubmitRatingsInput,
} from '../../../core/api/shared-review.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { memberRatings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { markReviewed } from '../review/record-interview-view.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { settleInterviewScore } from '../scorecards/settle-interview-score.ts';
import { getMemberRatings } from './get-member-ratings.ts';
import { ratedCompetencies } from './interview-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Submits all of the actor's ratings of an interview at once, one per scorecard competency;
 * a re-submission replaces the previous one. They feed the team rating of each competency, so the
 * settled Overall Score follows (settle-interview-score.ts). Each submission is audited (ids, a
 * count and the score's change, never the ratings' notes).
 */
export async function submitMemberRatings(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
  input: SubmitRatingsInput,
): Promise<RatingsResponse> {
  const competencies = await ratedCompetencies(db, actor, interviewId, 'interview.rate');
  if (competencies.length === 0) throw new AppError('CONFLICT', sharedReviewMessages.notAssessed);
  const known = new Set(competencies.map((c) => c.id));
  const given = new Map(input.ratings.map((r) => [r.competencyId, r]));
  if ([...given.keys()].some((id) => !known.has(id)))
    throw new AppError('VALIDATION', sharedReviewMessages.unknownCompetency);
  if (given.size !== known.size || given.size !== input.ratings.length)
    throw new AppError('VALIDATION', sharedReviewMessages.allCompetencies);
  const submittedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .delete(memberRatings)
      .where(and(eq(memberRatings.interviewId, interviewId), eq(memberRatings.userId, actor.userId)));
    await tx.insert(memberRatings).values(
      [...given.values()].map((r) => ({
        interviewId,
        userId: actor.userId,
        competencyId: r.competencyId,
        rating: r.rating,
        note: r.note || null,
        submittedAt,
      })),
    );
    const score = await settleInterviewScore({ db: tx }, interviewId);
    await markReviewed(tx, interviewId);
    const scope = await interviewAuditScope(tx, interviewId);
    if (scope)
      await recordAudit(
        { db: tx },
        {
          action: AUDIT_ACTIONS.memberRatingSubmit,
          actorUserId: actor.userId,
          scope,
          details: { competencies: given.size, overallScore: score },
        },
      );
  });
  return getMemberRatings({ db }, actor, interviewId);
}
