import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  candidateConfirmationMail,
  employerConfirmationMail,
  SECOND_ROUND_STATUS,
  secondRoundMessages,
} from '../../../core/second-round.ts';
import type { AppDeps } from '../../deps.ts';
import { interviews, secondRoundOffers, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { brandedMail, candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { sendMailJob } from '../../jobs/send-mail.ts';
import { calendarInviteAttachment } from './calendar-invite.ts';
import { findOfferByToken } from './find-offer.ts';

type Deps = Pick<AppDeps, 'database' | 'queue' | 'env'>;

/**
 * The candidate picks one offered slot: recorded once (a conditional UPDATE, so a double click
 * or a second tab cannot pick twice) and only while the interview is still accepted (the same
 * UPDATE checks it, so a rejection in between withdraws the offer), then a confirmation with the same calendar invitation goes
 * to the candidate and to the employer who made the offer.
 */
export async function pickSlot(deps: Deps, token: string, slotIndex: number, now = new Date()) {
  const { db } = deps.database;
  const found = await findOfferByToken(db, token);
  if (found.interviewStatus !== SECOND_ROUND_STATUS) throw new AppError('CONFLICT', secondRoundMessages.offerWithdrawn);
  if (found.offer.chosenSlot !== null) throw new AppError('CONFLICT', secondRoundMessages.alreadyChosen);
  const slot = found.slots[slotIndex];
  if (!slot) throw new AppError('VALIDATION', secondRoundMessages.slotUnknown);
  if (Date.parse(slot.startsAt) <= now.getTime()) throw new AppError('CONFLICT', secondRoundMessages.slotPassed);
  const claimed = await db
    .update(secondRoundOffers)
    .set({ chosenSlot: slotIndex, chosenAt: now })
    .where(
      and(
        eq(secondRoundOffers.id, found.offer.id),
        isNull(secondRoundOffers.chosenSlot),
        sql`exists (select 1 from ${interviews} where ${interviews.id} = ${secondRoundOffers.interviewId}
          and ${interviews.status} = ${SECOND_ROUND_STATUS})`,
      ),
    )
    .returning({ id: secondRoundOffers.id });
  if (claimed.length === 0) {
    const [current] = await db
      .select({ status: interviews.status })
      .from(interviews)
      .where(eq(interviews.id, found.offer.interviewId));
    throw new AppError(
      'CONFLICT',
      current?.status === SECOND_ROUND_STATUS ? secondRoundMessages.alreadyChosen : secondRoundMessages.offerWithdrawn,
    );
  }

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
