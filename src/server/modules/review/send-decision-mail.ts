import type { Actor } from '../../../core/access.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reviewMessages, type DecisionMailInput } from '../../../core/api/review.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { interviews, user } from '../../db/schema.ts';
import { AppError, forbidden } from '../../errors.ts';
import { sendMailJob } from '../../jobs/send-mail.ts';
import { interviewNotFound, ownedInterview } from './policies.ts';

type Deps = Pick<AppDeps, 'database' | 'queue' | 'env'>;

/** Counts one decision e-mail against a budget; over it, 429. */
async function spend(deps: Deps, key: string, limit: number, windowSeconds: number, message: string) {
  const result = await hitRateLimit(deps.database.db, key, limit, windowSeconds);
  if (!result.allowed) throw new AppError('RATE_LIMITED', message);
}

/**
 * Queues the employer's edited decision e-mail to the candidate of one of their interviews
 * (the send-mail job retries a flaky SMTP server). Replies go to the employer.
 *
 * The mail leaves from our address, so it is refused from an account whose e-mail is not
 * verified and for an interview the candidate has not submitted, and it is rate-limited per
 * sending account and per recipient address (across all accounts).
 */
export async function sendDecisionMail(
  deps: Deps,
  sender: Actor & { user: { id: string; email: string } },
  interviewId: string,
  input: DecisionMailInput,
): Promise<{ to: string }> {
  const { db } = deps.database;
  const { env } = deps;
  const [row] = await db
    .select({ email: interviews.candidateEmail, submittedAt: interviews.submittedAt })
    .from(interviews)
    .where(ownedInterview(db, sender, interviewId, 'interview.decide'))
    .limit(1);
  if (!row) throw interviewNotFound();
  const [account] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, sender.userId))
    .limit(1);
  if (!account?.emailVerified) throw forbidden(reviewMessages.mailNeedsVerifiedEmail);
  if (!row.submittedAt) throw new AppError('CONFLICT', reviewMessages.mailNotSubmitted);

  await spend(
    deps,
    `decision-mail:account:${sender.userId}`,
    env.RATE_LIMIT_DECISION_MAIL_PER_ACCOUNT,
    env.RATE_LIMIT_DECISION_MAIL_ACCOUNT_WINDOW_SECONDS,
    reviewMessages.mailAccountLimit,
  );
  // The key holds a digest, so the rate-limit table keeps no candidate's address.
  const recipient = createHash('sha256').update(row.email.trim().toLowerCase()).digest('hex');
  await spend(
    deps,
    `decision-mail:recipient:${recipient}`,
    env.RATE_LIMIT_DECISION_MAIL_PER_RECIPIENT,
    env.RATE_LIMIT_DECISION_MAIL_RECIPIENT_WINDOW_SECONDS,
    reviewMessages.mailRecipientLimit,
  );
  await deps.queue.send(sendMailJob, {
    to: row.email,
    subject: input.subject,
    text: input.body,
    replyTo: sender.user.email,
    interviewId,
  });
  return { to: row.email };
}
