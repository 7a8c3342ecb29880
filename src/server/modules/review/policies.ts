import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { reviewMessages } from '../../../core/api/review.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../../core/ids.ts';

export const interviewNotFound = () => notFound(reviewMessages.interviewNotFound);

/** Throws the 404 for anything that cannot be an interview id, so malformed ids never reach SQL. */
export function assertInterviewId(interviewId: string): void {
  if (!isUuid(interviewId)) throw interviewNotFound();
}

/** The postings of this employer, as a subquery: the owner scope of every interview read and write. */
export const ownPostingIds = (db: Db, userId: string) =>
  db.select({ id: jobPostings.id }).from(jobPostings).where(eq(jobPostings.userId, userId));

/**
 * One interview of this employer. Another employer's interview and an id that cannot be an
 * interview both answer 404 (the scope is part of the statement, never a second check).
 */
export function ownedInterview(db: Db, userId: string, interviewId: string): SQL {
  assertInterviewId(interviewId);
  return and(eq(interviews.id, interviewId), inArray(interviews.jobPostingId, ownPostingIds(db, userId)))!;
}

export const retryNotAllowed = () => new AppError('CONFLICT', reviewMessages.retryNotAllowed);

/** `%` and `_` (and the escape character itself) match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
