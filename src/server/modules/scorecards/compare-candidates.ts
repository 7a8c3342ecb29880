import type { Actor } from '../../../core/access.ts';
import { and, eq } from 'drizzle-orm';
import type { ComparisonResponse } from '../../../core/api/scorecards.ts';
import { interviews, jobPostings, scorecards } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { teamRatingOf } from '../../../core/scorecard/team-rating.ts';
import { withheldAssessors, withholdsScoreOf } from '../assessor-validity/validity-statement.ts';
import { rankingScore, reviewOrder } from '../review/sort.ts';
import { latestOverrides, membersRatings, readScorecard, scorecardColumns } from './scorecard-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * A posting's assessed candidates side by side by competency, the assessor's and the team's
 * ratings together, ranked as the candidates table ranks them (settled score; a withheld estimate
 * ranks as unscored), in four statements whatever the number of candidates (posting, scorecards,
 * overrides, members' ratings).
 */
export async function compareCandidates(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
): Promise<ComparisonResponse> {
  const [posting] = await db
    .select({ id: jobPostings.id, title: jobPostings.title, recommendThreshold: jobPostings.recommendThreshold })
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, 'interview.read'))
    .limit(1);
  if (!posting) throw postingNotFound();
  const rows = await db
    .select({
      id: interviews.id,
      fullName: interviews.fullName,
      archived: interviews.archived,
      score: interviews.score,
      scoreBasis: interviews.scoreBasis,
      assessorKind: interviews.assessorKind,
      card: scorecardColumns,
    })
    .from(interviews)
    .innerJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(and(eq(interviews.jobPostingId, posting.id), eq(interviews.feedbackStatus, 'done')))
    .orderBy(
      ...reviewOrder('score_desc', {
        score: rankingScore(withheldAssessors()),
        createdAt: interviews.createdAt,
        id: interviews.id,
      }),
    );
  const ids = rows.map((r) => r.id);
  const [overrides, members] = await Promise.all([latestOverrides(db, ids), membersRatings(db, ids)]);
  const cards = rows.map((row) => ({ row, card: readScorecard(row.card) }));

  // Columns: every competency seen, newest plan version first, in its plan order.
  const byVersion = [...cards].sort((a, b) => (b.card.planVersion ?? 0) - (a.card.planVersion ?? 0));
  const competencies = new Map<string, { id: string; name: string; weight: number }>();
  for (const { card } of byVersion)
    for (const c of card.plan.competencies)
      if (!competencies.has(c.id)) competencies.set(c.id, { id: c.id, name: c.name, weight: c.weight });

  return {
    posting,
    competencies: [...competencies.values()],
    candidates: cards.map(({ row, card }) => ({
      interviewId: row.id,
      fullName: row.fullName,
      score: row.score,
      scoreBasis: row.scoreBasis,
      aiScore: card.overallScore,
      aiScoreWithheld: withholdsScoreOf(row.assessorKind),
      archived: row.archived,
      ratings: Object.fromEntries(
        card.competencies.map((c) => {
          const override = overrides.get(row.id)?.get(c.competencyId);
          const latest = override
            ? [{ competencyId: c.competencyId, rating: override.rating, at: new Date(override.at) }]
            : [];
          const team = teamRatingOf(c.competencyId, latest, members.get(row.id) ?? []);
          return [
            c.competencyId,
            { rating: c.rating, status: c.status, override: override?.rating ?? null, team: team?.rating ?? null },
          ];
        }),
      ),
    })),
  };
}
