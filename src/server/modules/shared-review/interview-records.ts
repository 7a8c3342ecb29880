import { and, eq } from 'drizzle-orm';
import type { Action, Actor } from '../../../core/access.ts';
import { memberSeesPosting } from '../../access/posting-scope.ts';
import type { RatingAnchors } from '../../../core/interview-plan.ts';
import { memberName } from '../../../core/member-name.ts';
import type { Db } from '../../db/client.ts';
import { interviews, member, postingReviewers, scorecards, user } from '../../db/schema.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { readScorecard, scorecardColumns } from '../scorecards/scorecard-records.ts';

export type RatedCompetency = { id: string; name: string; anchors: RatingAnchors; aiRating: number | null };

/**
 * The owned interview's scorecard competencies in plan order with the assessor's rating (empty
 * without a scorecard); 404 when the actor may not `action` it.
 */
export async function ratedCompetencies(
  db: Db,
  actor: Actor,
  interviewId: string,
  action: Action,
): Promise<RatedCompetency[]> {
  const [row] = await db
    .select({ id: interviews.id, card: scorecardColumns })
    .from(interviews)
    .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(ownedInterview(db, actor, interviewId, action))
    .limit(1);
  if (!row) throw interviewNotFound();
  if (!row.card) return [];
  const card = readScorecard(row.card);
  return card.plan.competencies.map((c) => ({
    id: c.id,
    name: c.name,
    anchors: c.anchors,
    aiRating: card.competencies.find((a) => a.competencyId === c.id)?.rating ?? null,
  }));
}

/**
 * 404 unless the interview is one the actor may rate and comment on (the shared review's access
 * rule); returns its id as stored and its posting's.
 */
export async function requireRatableInterview(
  db: Db,
  actor: Actor,
  interviewId: string,
): Promise<{ id: string; postingId: string }> {
  const [owned] = await db
    .select({ id: interviews.id, postingId: interviews.jobPostingId })
    .from(interviews)
    .where(ownedInterview(db, actor, interviewId, 'interview.rate'))
    .limit(1);
  if (!owned) throw interviewNotFound();
  return owned;
}

/**
 * The members of an organization who can open the posting's interviews, with their names and
 * addresses: who can be mentioned on them. The rule is `memberSeesPosting` (src/server/access/): owners,
 * admins and recruiters see every posting, a reviewer only the ones assigned to them.
 */
export async function membersWhoSeePosting(db: Db, organizationId: string, postingId: string) {
  const rows = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      role: member.role,
      assigned: postingReviewers.userId,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .leftJoin(
      postingReviewers,
      and(eq(postingReviewers.userId, member.userId), eq(postingReviewers.postingId, postingId)),
    )
    .where(eq(member.organizationId, organizationId));
  return rows
    .filter((r) => memberSeesPosting(r.role, r.assigned !== null))
    .map((r) => ({ userId: r.userId, name: memberName(r), email: r.email }));
}
