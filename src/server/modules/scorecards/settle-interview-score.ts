import { and, eq } from 'drizzle-orm';
import { settleTeamScore, type SettledScore } from '../../../core/scorecard/team-rating.ts';
import { interviews, memberRatings, ratingOverrides, scorecards } from '../../db/schema.ts';
import { readScorecard, scorecardColumns } from './scorecard-records.ts';
import type { UseCaseContext, DbOrTx } from '../../deps.ts';

export type ScoreChange = { from: number | null; to: number; basis: SettledScore['basis'] };

/**
 * Recomputes an assessed interview's settled Overall Score from its scorecard, overrides and
 * members' ratings (core/scorecard/team-rating.ts) and stores it as `interviews.score` with its
 * basis, in the caller's transaction: the ranking, the dashboard and the API follow it. Three
 * reads and one write; nothing when the interview has no scorecard. The assessor's own score stays
 * in `scorecards.overall_score`.
 */
export async function settleInterviewScore(
  { db: tx }: UseCaseContext<'db', DbOrTx>,
  interviewId: string,
): Promise<ScoreChange | null> {
  const [row] = await tx
    .select({ score: interviews.score, card: scorecardColumns })
    .from(interviews)
    .innerJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(eq(interviews.id, interviewId));
  if (!row) return null;
  const card = readScorecard(row.card);
  const [overrides, members] = await Promise.all([
    tx
      .select({
        competencyId: ratingOverrides.competencyId,
        rating: ratingOverrides.rating,
        at: ratingOverrides.createdAt,
      })
      .from(ratingOverrides)
      .where(eq(ratingOverrides.interviewId, interviewId)),
    tx
      .select({ competencyId: memberRatings.competencyId, userId: memberRatings.userId, rating: memberRatings.rating })
      .from(memberRatings)
      .where(eq(memberRatings.interviewId, interviewId)),
  ]);
  const settled = settleTeamScore({
    plan: card.plan,
    assessor: card.competencies,
    questions: card.questions,
    overrides,
    members,
  });
  await tx
    .update(interviews)
    .set({ score: settled.overallScore, scoreBasis: settled.basis })
    .where(and(eq(interviews.id, interviewId), eq(interviews.feedbackStatus, 'done')));
  return { from: row.score, to: settled.overallScore, basis: settled.basis };
}
