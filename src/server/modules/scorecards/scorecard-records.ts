import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { RatingOverride } from '../../../core/api/scorecards.ts';
import { competencyAssessmentSchema, questionAssessmentSchema } from '../../../core/scorecard/scorecard.ts';
import { memberName } from '../../../core/member-name.ts';
import type { Db } from '../../db/client.ts';
import { memberRatings, ratingOverrides, scorecards, user } from '../../db/schema.ts';
import type { MemberRatingInput } from '../../../core/scorecard/team-rating.ts';
import { readPlan } from '../plans/plan-records.ts';

/** The stored scorecard columns every read selects. */
export const scorecardColumns = {
  // A never-null column first: drizzle reads a left-joined object whose first column is null as absent.
  overallScore: scorecards.overallScore,
  planVersion: scorecards.planVersion,
  plan: scorecards.plan,
  provider: scorecards.provider,
  model: scorecards.model,
  competencies: scorecards.competencies,
  questions: scorecards.questions,
  cvNote: scorecards.cvNote,
  createdAt: scorecards.createdAt,
};

export type ScorecardRow = {
  planVersion: number | null;
  plan: unknown;
  provider: string;
  model: string;
  competencies: unknown;
  questions: unknown;
  overallScore: number;
  cvNote: string | null;
  createdAt: Date;
};

/** A stored scorecard, typed (its JSON was validated by `settleScorecard` when written). */
export function readScorecard(row: ScorecardRow) {
  return {
    ...row,
    plan: readPlan(row.plan),
    competencies: z.array(competencyAssessmentSchema).parse(row.competencies),
    questions: z.array(questionAssessmentSchema).parse(row.questions),
  };
}

export type StoredScorecard = ReturnType<typeof readScorecard>;

/** The latest override per interview and competency of the given interviews (one statement). */
export async function latestOverrides(
  db: Db,
  interviewIds: SQL | string[],
): Promise<Map<string, Map<string, RatingOverride>>> {
  const latest = new Map<string, Map<string, RatingOverride>>();
  if (Array.isArray(interviewIds) && interviewIds.length === 0) return latest;
  const rows = await db
    .select({
      interviewId: ratingOverrides.interviewId,
      competencyId: ratingOverrides.competencyId,
      rating: ratingOverrides.rating,
      reason: ratingOverrides.reason,
      name: user.name,
      email: user.email,
      createdAt: ratingOverrides.createdAt,
    })
    .from(ratingOverrides)
    .leftJoin(user, eq(user.id, ratingOverrides.userId))
    .where(inArray(ratingOverrides.interviewId, interviewIds))
    .orderBy(desc(ratingOverrides.createdAt), desc(ratingOverrides.id));
  for (const row of rows) {
    const perInterview = latest.get(row.interviewId) ?? new Map<string, RatingOverride>();
    latest.set(row.interviewId, perInterview);
    if (perInterview.has(row.competencyId)) continue;
    perInterview.set(row.competencyId, {
      rating: row.rating,
      reason: row.reason,
      by: row.email === null ? null : memberName({ name: row.name, email: row.email }),
      at: row.createdAt.toISOString(),
    });
  }
  return latest;
}

/** The members' submitted ratings of the given interviews, by interview (one statement). */
export async function membersRatings(db: Db, interviewIds: string[]): Promise<Map<string, MemberRatingInput[]>> {
  const byInterview = new Map<string, MemberRatingInput[]>();
  if (interviewIds.length === 0) return byInterview;
  const rows = await db
    .select({
      interviewId: memberRatings.interviewId,
      competencyId: memberRatings.competencyId,
      userId: memberRatings.userId,
      rating: memberRatings.rating,
    })
    .from(memberRatings)
    .where(inArray(memberRatings.interviewId, interviewIds));
  for (const { interviewId, ...rating } of rows)
    byInterview.set(interviewId, [...(byInterview.get(interviewId) ?? []), rating]);
  return byInterview;
}
