import { and, eq, sql, type SQL } from 'drizzle-orm';
import { allow, isOrganizationRole, seesAssignedPostingsOnly, type Action, type Actor } from '../../core/access.ts';
import { postingMessages } from '../../core/api/postings.ts';
import { isUuid } from '../../core/ids.ts';
import { jobPostings, postingReviewers } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { requireAllowed } from './require-allowed.ts';

export const postingNotFound = () => notFound(postingMessages.notFound);

/**
 * The postings this actor may see: those of their active organization, and for a reviewer
 * only the ones assigned to them (src/core/access.ts). Every posting read and write, and
 * through `ownPostingIds` every interview one, is scoped by this.
 */
export function postingScope(actor: Actor): SQL {
  const inOrganization = eq(jobPostings.organizationId, actor.organizationId);
  if (!seesAssignedPostingsOnly(actor.role)) return inOrganization;
  return and(
    inOrganization,
    sql`exists (select 1 from ${postingReviewers} where ${postingReviewers.postingId} = ${jobPostings.id} and ${postingReviewers.userId} = ${actor.userId})`,
  )!;
}

/**
 * The scope every read and write of one posting goes through: the actor's role must allow
 * `action` (403), and the posting must be one the actor sees. Another organization's posting
 * and an id that cannot be a posting both answer 404, so ids cannot be probed.
 */
export function ownedPosting(actor: Actor, postingId: string, action: Action): SQL {
  if (!isUuid(postingId)) throw postingNotFound();
  requireAllowed(actor, action);
  return and(eq(jobPostings.id, postingId), postingScope(actor))!;
}

/**
 * Does a member in this role, assigned to the posting or not, see it (and so its interviews)? The
 * rule of `postingScope` for one member row: owners, admins and recruiters see every posting, a
 * reviewer only the ones assigned to them.
 */
export const memberSeesPosting = (role: string, assigned: boolean): boolean =>
  isOrganizationRole(role) && allow({ role }, 'interview.rate', { assigned });
