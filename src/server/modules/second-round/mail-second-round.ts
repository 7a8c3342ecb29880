import { eq } from 'drizzle-orm';
import {
  describeSlotIn,
  employerConfirmationMail,
  secondRoundMailValues,
  secondRoundUrlFor,
  type EmployerNotice,
  type SecondRoundSlot,
} from '../../../core/second-round.ts';
import type { UseCaseContext } from '../../deps.ts';
import { user } from '../../db/schema.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { brandedMail, candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { composeTemplatedMail } from '../mail-templates/compose-templated-mail.ts';
import { linkBaseUrl } from '../mail-templates/link-origins.ts';
import { calendarInviteAttachment } from './calendar-invite.ts';
import type { findOfferByToken } from './find-offer.ts';

type Deps = UseCaseContext<'db' | 'queue' | 'env' | 'origins'>;
type Found = Awaited<ReturnType<typeof findOfferByToken>>;

/**
 * Tells the candidate and the employer who made the offer about a pick, a new time or a
 * cancellation, each with the same calendar REQUEST (or CANCEL) of the one event per offer
 * (UID per offer, SEQUENCE rising with each change). The candidate's confirmation is the
 * organization's "Second round confirmed" template, with the link to change or cancel.
 */
export async function mailSecondRound(
  deps: Deps,
  found: Found,
  token: string,
  slot: SecondRoundSlot,
  notice: EmployerNotice,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const [employer] = found.offer.sentBy
    ? await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, found.offer.sentBy))
    : [];
  const organizer = employer ?? { name: 'Hiring team', email: deps.env.MAIL_FROM.replace(/^.*<|>.*$/g, '') };
  const context = {
    candidateName: found.candidateName,
    candidateEmail: found.candidateEmail,
    jobTitle: found.jobTitle,
    slot,
    timeZone: found.offer.timeZone,
    location: found.offer.location,
    meetingUrl: found.offer.meetingUrl,
  };
  const attachment = calendarInviteAttachment({
    uid: `${found.offer.id}@screenroom`,
    jobTitle: found.jobTitle,
    slot,
    organizer,
    candidate: { name: found.candidateName, email: found.candidateEmail },
    location: found.offer.location,
    meetingUrl: found.offer.meetingUrl,
    sequence: Math.max(0, Math.floor((now.getTime() - found.offer.createdAt.getTime()) / 1000)),
    cancelled: notice === 'cancelled',
  });
  const interviewId = found.offer.interviewId;
  const baseUrl = linkBaseUrl(deps.origins, found.offer.linkOrigin);
  const brand = await candidateMailSender({ db }, found.organizationId, employer?.email, baseUrl);
  const candidateMail =
    notice === 'cancelled'
      ? brandedMail(brand, {
          subject: `Cancelled: second-round interview for ${found.jobTitle}`,
          text: [
            'Hello,',
            '',
            `As you asked, your second-round interview for the ${found.jobTitle} position on ${describeSlotIn(slot, found.offer.timeZone)} is cancelled. The hiring team has been told.`,
            '',
            'The calendar cancellation is attached. Reply to this e-mail if you would like a new time.',
          ].join('\n'),
        })
      : await composeTemplatedMail(
          { db },
          brand,
          found.organizationId,
          'second_round',
          secondRoundMailValues({ ...context, manageLink: secondRoundUrlFor(baseUrl, token) }),
        );
  await deps.queue.send(sendMailJob, {
    to: found.candidateEmail,
    ...candidateMail,
    attachments: [attachment],
    interviewId,
  });
  if (employer) {
    await deps.queue.send(sendMailJob, {
      to: employer.email,
      ...employerConfirmationMail({ ...context, notice }),
      attachments: [attachment],
      interviewId,
    });
  }
}
