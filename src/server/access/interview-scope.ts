import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Action, Actor } from '../../core/access.ts';
import { reviewMessages } from '../../core/api/review.ts';
import { isUuid } from '../../core/ids.ts';
import type { Db } from '../db/client.ts';
import { interviews, jobPostings } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { postingScope } from './posting-scope.ts';
import { requireAllowed } from './require-allowed.ts';

export const interviewNotFound = () => notFound(reviewMessages.interviewNotFound);

/** Throws the 404 for anything that cannot be an interview id, so malformed ids never reach SQL. */
export function assertInterviewId(interviewId: string): void {
  if (!isUuid(interviewId)) throw interviewNotFound();
}

/**
 * Real applications only: a preview as candidate (interviews.preview_user_id, docs/decisions/0042)
 * is no application, so every list, count, search and review of interviews leaves it out.
 */
export const isApplication = (): SQL => isNull(interviews.previewUserId);

/** The postings this actor sees, as a subquery: the scope of every interview read and write. */
export const ownPostingIds = (db: Db, actor: Actor) =>
  db.select({ id: jobPostings.id }).from(jobPostings).where(postingScope(actor));

/**
 * One interview the actor may take `action` on: their role must allow it (403) and the
 * interview must sit under a posting they see. Another organization's interview and an id
 * that cannot be an interview both answer 404 (the scope is part of the statement, never a
 * second check).
 */
export function ownedInterview(db: Db, actor: Actor, interviewId: string, action: Action): SQL {
  assertInterviewId(interviewId);
  requireAllowed(actor, action);
  return and(
    eq(interviews.id, interviewId),
    isApplication(),
    inArray(interviews.jobPostingId, ownPostingIds(db, actor)),
  )!;
}
