import { interviewLength } from '../../../core/interview-length.ts';
import { latestPlanVersion } from '../plans/latest-plan-version.ts';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { invitationMailValues, invitationUrlFor } from '../../../core/invitations.ts';
import type { UseCaseContext } from '../../deps.ts';
import { invitations, jobPostings } from '../../db/schema.ts';
import { candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { composeTemplatedMail } from '../mail-templates/compose-templated-mail.ts';
import { linkBaseUrl } from '../mail-templates/link-origins.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { issueCandidateToken } from '../candidate/candidate-token.ts';

type Deps = UseCaseContext<'db' | 'queue' | 'origins'>;

/** At most this many reminders per run; the next run takes the rest. */
const BATCH = 500;

/**
 * One reminder per invitation, N days (the posting's setting; 0 = off) after it was sent,
 * unless the candidate started, the link expired or the posting is switched off. Each reminder
 * is claimed by a conditional UPDATE, so two workers never remind the same candidate twice.
 * The reminder carries a fresh link token (the first one is kept only as a digest).
 */
export async function sendInvitationReminders(deps: Deps, now = new Date()): Promise<number> {
  const { db } = deps;
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = await db
    .select({
      id: invitations.id,
      fullName: invitations.fullName,
      email: invitations.email,
      expiresAt: invitations.expiresAt,
      jobTitle: jobPostings.title,
      jobPostingId: invitations.jobPostingId,
      organizationId: jobPostings.organizationId,
      postingId: jobPostings.id,
      linkOrigin: invitations.linkOrigin,
    })
    .from(invitations)
    .innerJoin(jobPostings, eq(jobPostings.id, invitations.jobPostingId))
    .where(
      and(
        isNull(invitations.remindedAt),
        inArray(invitations.status, ['sent', 'opened']),
        gt(invitations.expiresAt, now),
        eq(jobPostings.isActive, true),
        gt(jobPostings.invitationReminderDays, 0),
        lte(invitations.createdAt, sql`${at} - make_interval(days => ${jobPostings.invitationReminderDays})`),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const invitation of due) {
    const { token, hash } = issueCandidateToken();
    const claimed = await db
      .update(invitations)
      .set({ remindedAt: now, reminderTokenHash: hash })
      .where(
        and(
          eq(invitations.id, invitation.id),
          isNull(invitations.remindedAt),
          inArray(invitations.status, ['sent', 'opened']),
        ),
      )
      .returning({ id: invitations.id });
    if (claimed.length === 0) continue;
    // The address the employer invited from (a job has no request to read it from).
    const baseUrl = linkBaseUrl(deps.origins, invitation.linkOrigin);
    const brand = await candidateMailSender({ db }, invitation.organizationId, undefined, baseUrl);
    const values = invitationMailValues({
      candidateName: invitation.fullName,
      jobTitle: invitation.jobTitle,
      companyName: brand.look.name,
      link: invitationUrlFor(baseUrl, token),
      expiresAt: invitation.expiresAt,
      length: interviewLength((await latestPlanVersion({ db }, invitation.jobPostingId))?.timing),
    });
    const mail = await composeTemplatedMail({ db }, brand, invitation.organizationId, 'reminder', values);
    await deps.queue.send(sendMailJob, { to: invitation.email, ...mail, postingId: invitation.postingId });
    sent += 1;
  }
  return sent;
}
