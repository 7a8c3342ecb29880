import type { Actor } from '../../../core/access.ts';
import { sharedReviewMessages, type CommentCreated, type CommentInput } from '../../../core/api/shared-review.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { parseMentions } from '../../../core/shared-review/shared-review.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { UseCaseContext } from '../../deps.ts';
import { reviewComments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { memberName } from '../../../core/member-name.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { membersWhoSeePosting, requireRatableInterview } from './interview-records.ts';

type Deps = UseCaseContext<'db' | 'queue' | 'env'>;

/**
 * Adds the actor's comment to an interview (rate-limited per member) and e-mails each member of
 * the organization who can open the interview (a reviewer only when assigned to its posting) and
 * is mentioned by `@Name` or `@email` a link to the interview. A mention of anyone else sends nothing; the author is never mailed about their own comment. The e-mail
 * carries no comment text (it may hold candidate data): the link leads to it behind sign-in.
 */
export async function addReviewComment(
  deps: Deps,
  actor: Actor & { user: { name: string; email: string } },
  interviewId: string,
  input: CommentInput,
  baseUrl: string,
): Promise<CommentCreated> {
  const { db } = deps;
  const owned = await requireRatableInterview(db, actor, interviewId);
  const limit = await hitRateLimit(
    db,
    `review-comment:user:${actor.userId}`,
    deps.env.RATE_LIMIT_REVIEW_COMMENTS_PER_USER,
    deps.env.RATE_LIMIT_REVIEW_COMMENTS_WINDOW_SECONDS,
  );
  if (!limit.allowed) throw new AppError('RATE_LIMITED', sharedReviewMessages.commentLimit);

  const author = memberName(actor.user);
  const mentioned = parseMentions(
    input.body,
    await membersWhoSeePosting(db, actor.organizationId, owned.postingId),
  ).filter((m) => m.userId !== actor.userId);
  const comment = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reviewComments)
      .values({ interviewId: owned.id, userId: actor.userId, body: input.body })
      .returning({ id: reviewComments.id, createdAt: reviewComments.createdAt });
    const scope = await interviewAuditScope(tx, owned.id);
    // The log holds the comment's id and how many were mentioned, never its text.
    if (scope)
      await recordAudit(
        { db: tx },
        {
          action: AUDIT_ACTIONS.reviewCommentAdd,
          actorUserId: actor.userId,
          scope,
          details: { commentId: created!.id, mentioned: mentioned.length },
        },
      );
    return created!;
  });
  const link = new URL(`/interviews/${owned.id}`, baseUrl).toString();
  for (const m of mentioned)
    await deps.queue.send(sendMailJob, {
      to: m.email,
      subject: `${author} mentioned you in a comment on an interview`,
      text: `${author} mentioned you in a comment on an interview.\n\nRead it here: ${link}`,
      interviewId: owned.id,
    });
  return {
    comment: { id: comment.id, author, body: input.body, createdAt: comment.createdAt.toISOString(), own: true },
    mentioned: mentioned.length,
  };
}
