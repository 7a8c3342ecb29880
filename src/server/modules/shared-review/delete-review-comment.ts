import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { sharedReviewMessages } from '../../../core/api/shared-review.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { isUuid } from '../../../core/ids.ts';
import { reviewComments } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { requireRatableInterview } from './interview-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Deletes a comment its author wrote on an interview they may still open. Anyone else's
 * comment, or one that does not exist, answers 404. Audited with the comment's id, never its text.
 */
export async function deleteReviewComment(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
  commentId: string,
) {
  const owned = await requireRatableInterview(db, actor, interviewId);
  if (!isUuid(commentId)) throw notFound(sharedReviewMessages.commentNotFound);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(reviewComments)
      .where(
        and(
          eq(reviewComments.id, commentId),
          eq(reviewComments.interviewId, owned.id),
          eq(reviewComments.userId, actor.userId),
        ),
      )
      .returning({ id: reviewComments.id });
    if (!deleted) throw notFound(sharedReviewMessages.commentNotFound);
    const scope = await interviewAuditScope(tx, owned.id);
    if (scope)
      await recordAudit(
        { db: tx },
        {
          action: AUDIT_ACTIONS.reviewCommentDelete,
          actorUserId: actor.userId,
          scope,
          details: { commentId: deleted.id },
        },
      );
  });
}
