import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { sendMailJob } from '../../jobs/send-mail.ts';
import { brandedMail, candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { employerOwnerEmail, employerOfPosting } from '../employers/employer-key.ts';
import { issueDataLink } from '../your-data/data-link.ts';
import { submissionConfirmationMail, submissionNoticeMail } from './mails.ts';

type Deps = Pick<AppDeps, 'database' | 'queue' | 'origins'>;

/**
 * After a submission: the candidate gets a confirmation with their private "your data" link,
 * and the employer an e-mail when the posting says "each" (a digest picks it up later when it
 * says "digest"; "off" sends nothing). Every mail names the interview, so deleting the
 * interview deletes its queued mail too.
 */
export async function notifySubmission(deps: Deps, interviewId: string): Promise<void> {
  const db = deps.database.db;
  const [row] = await db
    .select({
      fullName: interviews.fullName,
      email: interviews.candidateEmail,
      postingId: jobPostings.id,
      title: jobPostings.title,
      organizationId: jobPostings.organizationId,
      mode: jobPostings.submissionNotifications,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(eq(interviews.id, interviewId));
  if (!row) return;
  const baseUrl = deps.origins.defaultBaseUrl();
  const yourDataUrl = await issueDataLink(db, interviewId, baseUrl);
  await deps.queue.send(sendMailJob, {
    to: row.email,
    ...brandedMail(
      await candidateMailSender(db, employerOfPosting(row)),
      submissionConfirmationMail({ jobTitle: row.title, yourDataUrl }),
    ),
    interviewId,
  });
  if (row.mode === 'digest') return;
  if (row.mode === 'each') {
    const to = await employerOwnerEmail(db, employerOfPosting(row));
    const reviewUrl = new URL(`/interviews/${interviewId}`, baseUrl).toString();
    if (to) {
      await deps.queue.send(sendMailJob, {
        to,
        ...submissionNoticeMail({ candidateName: row.fullName, jobTitle: row.title, reviewUrl }),
        interviewId,
      });
    }
  }
  await db.update(interviews).set({ employerNotifiedAt: new Date() }).where(eq(interviews.id, interviewId));
}
