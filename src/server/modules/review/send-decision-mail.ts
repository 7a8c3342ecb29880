import type { DecisionMailInput } from '../../../core/api/review.ts';
import type { AppDeps } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { sendMailJob } from '../../jobs/send-mail.ts';
import { interviewNotFound, ownedInterview } from './policies.ts';

/**
 * Queues the employer's edited decision e-mail to the candidate of one of their interviews
 * (the send-mail job retries a flaky SMTP server). Replies go to the employer.
 */
export async function sendDecisionMail(
  deps: Pick<AppDeps, 'database' | 'queue'>,
  sender: { id: string; email: string },
  interviewId: string,
  input: DecisionMailInput,
): Promise<{ to: string }> {
  const db = deps.database.db;
  const [row] = await db
    .select({ email: interviews.candidateEmail })
    .from(interviews)
    .where(ownedInterview(db, sender.id, interviewId))
    .limit(1);
  if (!row) throw interviewNotFound();
  await deps.queue.send(sendMailJob, {
    to: row.email,
    subject: input.subject,
    text: input.body,
    replyTo: sender.email,
  });
  return { to: row.email };
}
