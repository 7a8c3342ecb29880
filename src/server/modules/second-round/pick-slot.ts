import { and, eq, isNull } from 'drizzle-orm';
import {
  candidateConfirmationMail,
  employerConfirmationMail,
  secondRoundMessages,
} from '../../../core/second-round.ts';
import type { AppDeps } from '../../deps.ts';
import { secondRoundOffers, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { brandedMail, candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { sendMailJob } from '../../jobs/send-mail.ts';
import { calendarInviteAttachment } from './calendar-invite.ts';
import { findOfferByToken } from './find-offer.ts';

type Deps = Pick<AppDeps, 'database' | 'queue' | 'env'>;

/**
 * The candidate picks one offered slot: recorded once (a conditional UPDATE, so a double click
 * or a second tab cannot pick twice), then a confirmation with the same calendar invitation goes
 * to the candidate and to the employer who made the offer.
 */
export async function pickSlot(deps: Deps, token: string, slotIndex: number, now = new Date()) {
  const { db } = deps.database;
  const found = await findOfferByToken(db, token);
  if (found.offer.chosenSlot !== null) throw new AppError('CONFLICT', secondRoundMessages.alreadyChosen);
  const slot = found.slots[slotIndex];
  if (!slot) throw new AppError('VALIDATION', secondRoundMessages.slotUnknown);
  if (Date.parse(slot.startsAt) <= now.getTime()) throw new AppError('CONFLICT', secondRoundMessages.slotPassed);
  const claimed = await db
    .update(secondRoundOffers)
    .set({ chosenSlot: slotIndex, chosenAt: now })
    .where(and(eq(secondRoundOffers.id, found.offer.id), isNull(secondRoundOffers.chosenSlot)))
    .returning({ id: secondRoundOffers.id });
  if (claimed.length === 0) throw new AppError('CONFLICT', secondRoundMessages.alreadyChosen);

  const [employer] = found.offer.sentBy
    ? await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, found.offer.sentBy))
    : [];
  const organizer = employer ?? { name: 'Hiring team', email: deps.env.MAIL_FROM.replace(/^.*<|>.*$/g, '') };
  const context = {
    candidateName: found.candidateName,
    candidateEmail: found.candidateEmail,
    jobTitle: found.jobTitle,
    slot,
  };
  const attachment = calendarInviteAttachment({
    uid: `${found.offer.id}@screenroom`,
    jobTitle: found.jobTitle,
    slot,
    organizer,
    candidate: { name: found.candidateName, email: found.candidateEmail },
  });
  const interviewId = found.offer.interviewId;
  const brand = await candidateMailSender(db, found.organizationId, employer?.email);
  await deps.queue.send(sendMailJob, {
    to: found.candidateEmail,
    ...brandedMail(brand, candidateConfirmationMail(context)),
    attachments: [attachment],
    interviewId,
  });
  if (employer) {
    await deps.queue.send(sendMailJob, {
      to: employer.email,
      ...employerConfirmationMail(context),
      attachments: [attachment],
      interviewId,
    });
  }
  return { chosenSlot: slotIndex, slot };
}
