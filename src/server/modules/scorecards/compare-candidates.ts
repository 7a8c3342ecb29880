import type { Actor } from '../../../core/access.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { ComparisonResponse } from '../../../core/api/scorecards.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings, scorecards } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../postings/policies.ts';
import { latestOverrides, readScorecard, scorecardColumns } from './scorecard-records.ts';

/**
 * A posting's assessed candidates side by side by competency, best Overall Score first, in
 * three statements whatever the number of candidates (posting, scorecards, overrides).
 */
export async function compareCandidates(db: Db, actor: Actor, postingId: string): Promise<ComparisonResponse> {
  const [posting] = await db
    .select({ id: jobPostings.id, title: jobPostings.title, recommendThreshold: jobPostings.recommendThreshold })
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, 'interview.read'))
    .limit(1);
  if (!posting) throw postingNotFound();
  const rows = await db
    .select({ id: interviews.id, fullName: interviews.fullName, archived: interviews.archived, card: scorecardColumns })
    .from(interviews)
    .innerJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(and(eq(interviews.jobPostingId, posting.id), eq(interviews.feedbackStatus, 'done')))
    .orderBy(desc(scorecards.overallScore), desc(interviews.createdAt), desc(interviews.id));
  const overrides = await latestOverrides(
    db,
    rows.map((r) => r.id),
  );
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
      overallScore: card.overallScore,
      archived: row.archived,
      ratings: Object.fromEntries(
        card.competencies.map((c) => [
          c.competencyId,
          { rating: c.rating, status: c.status, override: overrides.get(row.id)?.get(c.competencyId)?.rating ?? null },
        ]),
      ),
    })),
  };
}
