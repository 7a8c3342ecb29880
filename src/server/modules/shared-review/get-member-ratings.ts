import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { MemberRatings, RatingsResponse } from '../../../core/api/shared-review.ts';
import { ratingsFor } from '../../../core/shared-review/shared-review.ts';
import { memberRatings, user } from '../../db/schema.ts';
import { memberName } from '../../../core/member-name.ts';
import { ratedCompetencies } from './interview-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * An interview's team ratings as the actor may see them: their own, the AI's per competency,
 * and the other members' only once the actor has submitted theirs (else how many submitted).
 */
export async function getMemberRatings(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
): Promise<RatingsResponse> {
  const competencies = await ratedCompetencies(db, actor, interviewId, 'interview.rate');
  const rows = await db
    .select({
      userId: memberRatings.userId,
      name: user.name,
      email: user.email,
      competencyId: memberRatings.competencyId,
      rating: memberRatings.rating,
      note: memberRatings.note,
      submittedAt: memberRatings.submittedAt,
    })
    .from(memberRatings)
    .innerJoin(user, eq(user.id, memberRatings.userId))
    .where(eq(memberRatings.interviewId, interviewId))
    .orderBy(asc(memberRatings.submittedAt), asc(user.name));
  // Each member's ratings in the scorecard's competency order.
  const order = new Map(competencies.map((c, i) => [c.id, i]));
  const position = (id: string) => order.get(id) ?? order.size;
  const sorted = rows
    .map((r, i) => ({ ...r, name: memberName(r), i }))
    .sort((a, b) => position(a.competencyId) - position(b.competencyId) || a.i - b.i);
  const seen = ratingsFor(actor.userId, sorted);
  const rated = (r: { competencyId: string; rating: number; note: string | null }) => ({
    competencyId: r.competencyId,
    rating: r.rating,
    note: r.note,
  });
  const ownSubmitted = rows.find((r) => r.userId === actor.userId)?.submittedAt ?? null;
  let others: RatingsResponse['others'];
  if (seen.hidden) others = { hidden: true, count: seen.count };
  else {
    const members = new Map<string, MemberRatings>();
    for (const r of seen.others) {
      const entry = members.get(r.userId) ?? { userId: r.userId, name: r.name, ratings: [] };
      entry.ratings.push(rated(r));
      members.set(r.userId, entry);
    }
    others = { hidden: false, members: [...members.values()] };
  }
  return {
    interviewId,
    competencies,
    own: seen.own.map(rated),
    submittedAt: ownSubmitted?.toISOString() ?? null,
    others,
  };
}
