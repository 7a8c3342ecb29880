import type { UseCaseContext } from '../../deps.ts';
import { brandedMail, candidateMailSenderForPosting } from '../brand/candidate-mail-sender.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { deletionConfirmationMail } from '../notifications/mails.ts';
import { deleteInterviewData } from '../retention/delete-interview-data.ts';

/** What deletion needs to know of the application (from the data link or the interview token). */
export type Erasable = {
  id: string;
  jobPostingId: string;
  candidateEmail: string;
  fullName: string;
  posting: { title: string };
};

/**
 * Erases the application at the candidate's request: the interview row (turns, self-identification
 * and the data token go with it), the CV and recordings, and every queued job about it (mail
 * bodies, assessment). The confirmation e-mail is the one copy of the address left, and its job
 * deletes itself once delivered (send-mail `forgetAfterSend`).
 */
export async function deleteYourData(deps: UseCaseContext<'db' | 'blobs' | 'queue'>, holder: Erasable) {
  const brand = await candidateMailSenderForPosting(deps.db, holder.jobPostingId);
  await deleteInterviewData(deps, [holder], { actorUserId: null, via: 'candidate' });
  await deps.queue.send(sendMailJob, {
    to: holder.candidateEmail,
    ...brandedMail(brand, deletionConfirmationMail({ jobTitle: holder.posting.title })),
    interviewId: holder.id,
    forgetAfterSend: true,
  });
}
