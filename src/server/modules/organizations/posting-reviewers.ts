import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import {
  organizationMessages,
  type PostingReviewersResponse,
  type TeamMember,
} from '../../../core/api/organizations.ts';
import { isOrganizationRole } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings, member, postingReviewers, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';

const memberColumns = { userId: member.userId, name: user.name, email: user.email, role: member.role };

const asTeamMembers = (rows: { userId: string; name: string; email: string; role: string }[]): TeamMember[] =>
  rows.flatMap((row) => (isOrganizationRole(row.role) ? [{ ...row, role: row.role }] : []));

async function findPosting(db: Db, actor: Actor, postingId: string, action: 'posting.read' | 'reviewers.assign') {
  const [posting] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, action))
    .limit(1);
  if (!posting) throw postingNotFound();
  return posting;
}

async function listReviewers(db: Db, actor: Actor, postingId: string): Promise<PostingReviewersResponse> {
  const [reviewers, assignable] = await Promise.all([
    db
      .select(memberColumns)
      .from(postingReviewers)
      .innerJoin(user, eq(user.id, postingReviewers.userId))
      .innerJoin(
        member,
        and(eq(member.userId, postingReviewers.userId), eq(member.organizationId, actor.organizationId)),
      )
      .where(eq(postingReviewers.postingId, postingId))
      .orderBy(asc(user.name), asc(user.id)),
    db
      .select(memberColumns)
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, actor.organizationId), eq(member.role, 'reviewer')))
      .orderBy(asc(user.name), asc(user.id)),
  ]);
  return { reviewers: asTeamMembers(reviewers), assignable: asTeamMembers(assignable) };
}

/** A posting's reviewers (src/core/access.ts: reviewers see only the postings assigned to them). */
export async function getPostingReviewers(db: Db, actor: Actor, postingId: string) {
  const posting = await findPosting(db, actor, postingId, 'posting.read');
  return listReviewers(db, actor, posting.id);
}

/** Replaces a posting's reviewers; every one must be a member of the actor's organization. */
export async function setPostingReviewers(db: Db, actor: Actor, postingId: string, userIds: readonly string[]) {
  const posting = await findPosting(db, actor, postingId, 'reviewers.assign');
  const wanted = [...new Set(userIds)];
  if (wanted.length > 0) {
    const members = await db
      .select({ userId: member.userId })
      .from(member)
      .where(and(eq(member.organizationId, actor.organizationId), inArray(member.userId, wanted)));
    if (members.length !== wanted.length) throw new AppError('VALIDATION', organizationMessages.notAMember);
  }
  await db.transaction(async (tx) => {
    await tx.delete(postingReviewers).where(eq(postingReviewers.postingId, posting.id));
    if (wanted.length > 0) {
      await tx.insert(postingReviewers).values(wanted.map((userId) => ({ postingId: posting.id, userId })));
    }
  });
  return listReviewers(db, actor, posting.id);
}
