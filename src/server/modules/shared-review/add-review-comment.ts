import type { Actor } from '../../../core/access.ts';
import { sharedReviewMessages, type CommentCreated, type CommentInput } from '../../../core/api/shared-review.ts';
import { parseMentions } from '../../../core/shared-review/shared-review.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { reviewComments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sendMailJob } from '../../jobs/send-mail.ts';
import { organizationMembers, requireRatableInterview } from './interview-records.ts';

type Deps = Pick<AppDeps, 'database' | 'queue' | 'env'>;

/**
 * Adds the actor's comment to an interview (rate-limited per member) and e-mails each member of
 * the organization it mentions by `@Name` or `@email` a link to the interview. A mention of
 * anyone else sends nothing; the author is never mailed about their own comment. The e-mail
 * carries no comment text (it may hold candidate data): the link leads to it behind sign-in.
 */
export async function addReviewComment(
  deps: Deps,
  actor: Actor & { user: { name: string; email: string } },
  interviewId: string,
  input: CommentInput,
  baseUrl: string,
): Promise<CommentCreated> {
  const { db } = deps.database;
  const ownedId = await requireRatableInterview(db, actor, interviewId);
  const limit = await hitRateLimit(
    db,
    `review-comment:user:${actor.userId}`,
    deps.env.RATE_LIMIT_REVIEW_COMMENTS_PER_USER,
    deps.env.RATE_LIMIT_REVIEW_COMMENTS_WINDOW_SECONDS,
  );
  if (!limit.allowed) throw new AppError('RATE_LIMITED', sharedReviewMessages.commentLimit);

  const [comment] = await db
    .insert(reviewComments)
    .values({ interviewId: ownedId, userId: actor.userId, body: input.body })
    .returning({ id: reviewComments.id, createdAt: reviewComments.createdAt });
  const author = actor.user.name?.trim() || actor.user.email;
  const mentioned = parseMentions(input.body, await organizationMembers(db, actor.organizationId)).filter(
    (m) => m.userId !== actor.userId,
  );
  const link = new URL(`/interviews/${ownedId}`, baseUrl).toString();
  for (const m of mentioned)
    await deps.queue.send(sendMailJob, {
      to: m.email,
      subject: `${author} mentioned you in a comment on an interview`,
      text: `${author} mentioned you in a comment on an interview.\n\nRead it here: ${link}`,
      interviewId: ownedId,
    });
  return {
    comment: { id: comment!.id, author, body: input.body, createdAt: comment!.createdAt.toISOString() },
    mentioned: mentioned.length,
  };
}
