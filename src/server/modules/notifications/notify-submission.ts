import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { sendMailJob } from './send-mail.job.ts';
import { brandedMail, candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { employerOwnerEmail, employerOfPosting } from '../employers/employer-key.ts';
import { linkBaseUrl, organizationLinkBaseUrl } from '../mail-templates/link-origins.ts';
import { issueDataLink } from '../your-data/data-link.ts';
import { submissionConfirmationMail, submissionNoticeMail } from './mails.ts';

type Deps = UseCaseContext<'db' | 'queue' | 'origins'>;

/**
 * After a submission: the candidate gets a confirmation with their private "your data" link,
 * and the employer an e-mail when the posting says "each" (a digest picks it up later when it
 * says "digest"; "off" sends nothing). Every mail names the interview, so deleting the
 * interview deletes its queued mail too.
 */
export async function notifySubmission(deps: Deps, interviewId: string): Promise<void> {
  const db = deps.db;
  const [row] = await db
    .select({
      fullName: interviews.fullName,
      email: interviews.candidateEmail,
      postingId: jobPostings.id,
      title: jobPostings.title,
      organizationId: jobPostings.organizationId,
      mode: jobPostings.submissionNotifications,
      linkOrigin: interviews.linkOrigin,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(eq(interviews.id, interviewId));
  if (!row) return;
  // The candidate's links use the address they applied at; the employer's, the one its team uses.
  const baseUrl = linkBaseUrl(deps.origins, row.linkOrigin);
  const yourDataUrl = await issueDataLink(db, interviewId, baseUrl);
  await deps.queue.send(sendMailJob, {
    to: row.email,
    ...brandedMail(
      await candidateMailSender({ db }, employerOfPosting(row), undefined, baseUrl),
      submissionConfirmationMail({ jobTitle: row.title, yourDataUrl }),
    ),
    interviewId,
  });
  if (row.mode === 'digest') return;
  if (row.mode === 'each') {
    const to = await employerOwnerEmail(db, employerOfPosting(row));
    const employerBase = await organizationLinkBaseUrl(deps, row.organizationId);
    const reviewUrl = new URL(`/interviews/${interviewId}`, employerBase).toString();
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
