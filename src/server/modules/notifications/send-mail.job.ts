import { z } from 'zod';
import { paragraphsToHtml, textToParagraphs } from '../../../core/mail-layout.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { defineJob, isFinalAttempt, type JobHandler, type JobQueue } from '../../jobs/queue.ts';

export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().max(100_000),
    html: z.string().max(200_000).optional(),
    replyTo: z.email().optional(),
    /** The employer's name as the From display name on candidate mail (docs/decisions/0025-employer-brand.md). */
    fromName: z.string().max(200).optional(),
    /** Small text attachments only (a calendar invitation); files never travel through the queue. */
    attachments: z
      .array(
        z.object({
          filename: z.string().min(1).max(100),
          content: z.string().max(50_000),
          contentType: z.string().min(1).max(200),
        }),
      )
      .max(3)
      .optional(),
    /** The interview a mail is about, so deleting the interview also deletes its queued mail. */
    interviewId: z.uuid().optional(),
    /** The posting a mail is about (a candidate's invitation), so deleting the posting also deletes it. */
    postingId: z.uuid().optional(),
    /**
     * The interview was deleted at the candidate's request and this is its confirmation: once
     * delivered (or finally failed), the job itself is deleted, so no copy of the address stays.
     */
    forgetAfterSend: z.literal(true).optional(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 10,
});

/** The HTML part of a mail from Screenroom itself (sign-in, team and notice mails): its text, laid out. */
const plainHtml = (subject: string, text: string) =>
  paragraphsToHtml({
    subject,
    paragraphs: textToParagraphs(text),
    look: { name: 'Screenroom', accentColor: null, logoUrl: null },
  });

export type SendMailPayload = z.infer<typeof sendMailJob.payload>;

export const handleSendMail =
  (mailer: Mailer, queue?: Pick<JobQueue, 'deleteJobsWhere'>): JobHandler<SendMailPayload> =>
  async ({ interviewId, forgetAfterSend, ...message }, attempt) => {
    const forget = async () => {
      if (forgetAfterSend && interviewId && queue) await queue.deleteJobsWhere('interviewId', [interviewId]);
    };
    try {
      // Every mail has an HTML part: one the sender did not shape gets the plain layout.
      await mailer.send({ ...message, html: message.html ?? plainHtml(message.subject, message.text) });
    } catch (error) {
      if (isFinalAttempt(attempt)) await forget();
      throw error;
    }
    await forget();
  };
