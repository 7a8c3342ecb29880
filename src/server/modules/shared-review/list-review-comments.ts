import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { CommentsResponse } from '../../../core/api/shared-review.ts';
import { reviewComments, user } from '../../db/schema.ts';
import { memberName } from '../../../core/member-name.ts';
import { membersWhoSeePosting, requireRatableInterview } from './interview-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The team's comments on an interview, oldest first, and the members who can be mentioned (those who can open it). */
export async function listReviewComments(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
): Promise<CommentsResponse> {
  const owned = await requireRatableInterview(db, actor, interviewId);
  const [rows, members] = await Promise.all([
    db
      .select({
        id: reviewComments.id,
        body: reviewComments.body,
        createdAt: reviewComments.createdAt,
        userId: reviewComments.userId,
        name: user.name,
        email: user.email,
      })
      .from(reviewComments)
      .leftJoin(user, eq(user.id, reviewComments.userId))
      .where(eq(reviewComments.interviewId, owned.id))
      .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id)),
    membersWhoSeePosting(db, actor.organizationId, owned.postingId),
  ]);
  return {
    comments: rows.map((r) => ({
      id: r.id,
      author: r.email === null ? null : memberName({ name: r.name, email: r.email }),
      body: r.body,
      createdAt: r.createdAt.toISOString(),
      own: r.userId === actor.userId,
    })),
    mentionable: members.map((m) => ({ name: m.name, email: m.email })),
  };
}
