import type { Actor } from '../../../core/access.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reviewMessages } from '../../../core/api/review.ts';
import type { DecisionMailWithScheduling } from '../../../core/api/second-round.ts';
import {
  schedulingParagraphs,
  SECOND_ROUND_STATUS,
  secondRoundMessages,
  secondRoundUrlFor,
  firstSlotNotInFuture,
  slotInPastMessage,
} from '../../../core/second-round.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, jobPostings, secondRoundOffers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { candidateMailSender, templatedMail } from '../brand/candidate-mail-sender.ts';
import { textToParagraphs } from '../../../core/mail-layout.ts';
import { issueCandidateToken } from '../candidate/candidate-token.ts';
import { requireVerifiedAddress } from '../../access/verified-address.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { auditActorOf, recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';

type Deps = UseCaseContext<'db' | 'queue' | 'env'>;

/** Counts one decision e-mail against a budget; over it, 429. */
async function spend(deps: Deps, key: string, limit: number, windowSeconds: number, message: string) {
  const result = await hitRateLimit(deps.db, key, limit, windowSeconds);
  if (!result.allowed) throw new AppError('RATE_LIMITED', message);
}

/**
 * Queues the employer's edited decision e-mail to the candidate of one of their interviews
 * (the send-mail job retries a flaky SMTP server). Replies go to the employer.
 *
 * The mail leaves from our address, so it is refused from an account whose e-mail is not
 * verified and for an interview the candidate has not submitted, and it is rate-limited per
 * sending account and per recipient address (across all accounts).
 *
 * An accept e-mail may carry the second round (docs/decisions/0022-invitations-and-scheduling.md):
 * the posting's booking link and/or time slots, offered through a personal scheduling link whose
 * token is stored as a digest. The links go below the employer's message.
 */
export async function sendDecisionMail(
  deps: Deps,
  sender: Actor & { user: { id: string; email: string } },
  interviewId: string,
  input: Required<Pick<DecisionMailWithScheduling, 'subject' | 'body' | 'includeBookingLink' | 'slots'>> &
    Pick<DecisionMailWithScheduling, 'location' | 'meetingUrl' | 'timeZone'>,
  baseUrl: string,
): Promise<{ to: string; sentAt: Date }> {
  const { db } = deps;
  const { env } = deps;
  const [row] = await db
    .select({
      email: interviews.candidateEmail,
      submittedAt: interviews.submittedAt,
      status: interviews.status,
      bookingUrl: jobPostings.bookingUrl,
      organizationId: jobPostings.organizationId,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(ownedInterview(db, sender, interviewId, 'interview.decide'))
    .limit(1);
  if (!row) throw interviewNotFound();
  await requireVerifiedAddress(db, sender.userId, 'decision-mail.send');
  if (!row.submittedAt) throw new AppError('CONFLICT', reviewMessages.mailNotSubmitted);
  const offersSlots = input.slots.length > 0;
  if ((offersSlots || input.includeBookingLink) && row.status !== SECOND_ROUND_STATUS)
    throw new AppError('CONFLICT', secondRoundMessages.offerNeedsAccepted);
  if (input.includeBookingLink && !row.bookingUrl) throw new AppError('VALIDATION', secondRoundMessages.noBookingUrl);
  const past = firstSlotNotInFuture(input.slots, new Date());
  if (past) throw new AppError('VALIDATION', slotInPastMessage(past, input.timeZone));

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
  const bookingUrl = input.includeBookingLink ? row.bookingUrl : null;
  let pickUrl: string | null = null;
  if (offersSlots) {
    const { token, hash } = issueCandidateToken();
    await db.insert(secondRoundOffers).values({
      interviewId,
      tokenHash: hash,
      sentBy: sender.userId,
      bookingUrl,
      location: input.location || null,
      meetingUrl: input.meetingUrl || null,
      timeZone: input.timeZone ?? null,
      // The confirmations' links go to the address the employer used (docs/decisions/0043).
      linkOrigin: baseUrl,
      slots: input.slots.map((slot) => ({
        startsAt: new Date(slot.startsAt).toISOString(),
        durationMinutes: slot.durationMinutes,
      })),
    });
    pickUrl = secondRoundUrlFor(baseUrl, token);
  }
  // Replies go to the employer's support address, else to the member who sent it. The employer's
  // words carry their own sign-off (the draft has one), so none is added (docs/decisions/0043).
  const brand = await candidateMailSender({ db }, row.organizationId, sender.user.email, baseUrl);
  await deps.queue.send(sendMailJob, {
    to: row.email,
    ...templatedMail(brand, {
      subject: input.subject,
      paragraphs: [...textToParagraphs(input.body), ...schedulingParagraphs({ bookingUrl, pickUrl })],
    }),
    interviewId,
  });
  // Once queued (the job retries delivery), the interview says when its decision e-mail last went.
  const sentAt = new Date();
  await db.transaction(async (tx) => {
    await tx.update(interviews).set({ decisionMailSentAt: sentAt }).where(eq(interviews.id, interviewId));
    const scope = await interviewAuditScope(tx, interviewId);
    if (scope)
      await recordAudit(
        { db: tx },
        {
          action: AUDIT_ACTIONS.decisionMailSend,
          ...auditActorOf(sender),
          scope,
          details: { status: row.status, slots: input.slots.length, bookingLink: bookingUrl !== null },
        },
      );
  });
  return { to: row.email, sentAt };
}
