import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { CommentsResponse } from '../../../core/api/shared-review.ts';
import type { Db } from '../../db/client.ts';
import { reviewComments, user } from '../../db/schema.ts';
import { displayName, organizationMembers, requireRatableInterview } from './interview-records.ts';

/** The team's comments on an interview, oldest first, and the names members can be mentioned by. */
export async function listReviewComments(db: Db, actor: Actor, interviewId: string): Promise<CommentsResponse> {
  const ownedId = await requireRatableInterview(db, actor, interviewId);
  const [rows, members] = await Promise.all([
    db
      .select({
        id: reviewComments.id,
        body: reviewComments.body,
        createdAt: reviewComments.createdAt,
        name: user.name,
        email: user.email,
      })
      .from(reviewComments)
      .leftJoin(user, eq(user.id, reviewComments.userId))
      .where(eq(reviewComments.interviewId, ownedId))
      .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id)),
    organizationMembers(db, actor.organizationId),
  ]);
  return {
    comments: rows.map((r) => ({
      id: r.id,
      author: r.email === null ? null : displayName({ name: r.name, email: r.email }),
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    })),
    mentionable: members.flatMap((m) => [m.name, m.email]),
  };
}
