import { interviewLength } from '../../../core/interview-length.ts';
import { latestPlanVersion } from '../plans/latest-plan-version.ts';
import type { Actor } from '../../../core/access.ts';
import { and, count, gt, inArray, sql } from 'drizzle-orm';
import {
  INVITATIONS_PER_DAY_MAX,
  invitationExpiresAt,
  invitationMailValues,
  invitationMessages,
  invitationUrlFor,
  type InvitationCandidate,
  type RowProblem,
} from '../../../core/invitations.ts';
import type { UseCaseContext } from '../../deps.ts';
import { invitations, jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { candidateMailSender } from '../brand/candidate-mail-sender.ts';
import { templatedMailer } from '../mail-templates/compose-templated-mail.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { issueCandidateToken } from '../candidate/candidate-token.ts';
import { requireVerifiedAddress } from '../../access/verified-address.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { ownPostingIds } from '../../access/interview-scope.ts';
import { postingOpenMessages } from '../../../core/posting-open.ts';

type Deps = UseCaseContext<'db' | 'queue'>;

/**
 * Creates one invitation per candidate of one of the employer's postings and queues each
 * personal e-mail. An address already invited to the posting is reported, never invited twice
 * (the unique key decides, so concurrent imports cannot double up). Invitations leave from our
 * address, so an account whose e-mail is not verified is refused.
 */
export async function inviteCandidates(
  deps: Deps,
  sender: Actor & { user: { email: string } },
  postingId: string,
  candidates: readonly (InvitationCandidate & { row: number })[],
  baseUrl: string,
): Promise<{ created: number; rejected: RowProblem[] }> {
  const { db } = deps;
  const [posting] = await db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      expiryDays: jobPostings.invitationExpiryDays,
      planPublishedAt: jobPostings.planPublishedAt,
      organizationId: jobPostings.organizationId,
    })
    .from(jobPostings)
    .where(ownedPosting(sender, postingId, 'invitations.manage'))
    .limit(1);
  if (!posting) throw postingNotFound();
  // A draft takes no candidates: its links would only say "not open yet" (docs/decisions/0042).
  if (posting.planPublishedAt === null) throw new AppError('CONFLICT', postingOpenMessages.inviteDraft);
  await requireVerifiedAddress(db, sender.userId, 'candidates.invite');
  if (candidates.length === 0) return { created: 0, rejected: [] };
  const [recent] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        inArray(invitations.jobPostingId, ownPostingIds(db, sender)),
        gt(invitations.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if (Number(recent?.n ?? 0) + candidates.length > INVITATIONS_PER_DAY_MAX)
    throw new AppError('RATE_LIMITED', invitationMessages.dailyLimit);

  const now = new Date();
  const expiresAt = invitationExpiresAt(now, posting.expiryDays);
  const issued = candidates.map((candidate) => ({ candidate, ...issueCandidateToken() }));
  const inserted = await db
    .insert(invitations)
    .values(
      issued.map(({ candidate, hash }) => ({
        jobPostingId: posting.id,
        fullName: candidate.fullName,
        email: candidate.email,
        tokenHash: hash,
        expiresAt,
        // Links in the reminder go to the address the employer used now (docs/decisions/0043).
        linkOrigin: baseUrl,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [invitations.jobPostingId, invitations.email] })
    .returning({ email: invitations.email });
  const created = new Set(inserted.map((row) => row.email));
  const rejected: RowProblem[] = [];
  const mails = [];
  const brand = await candidateMailSender({ db }, posting.organizationId, sender.user.email, baseUrl);
  const compose = await templatedMailer(db, brand, posting.organizationId, 'invitation');
  const length = interviewLength((await latestPlanVersion({ db }, posting.id))?.timing);
  for (const { candidate, token } of issued) {
    if (!created.has(candidate.email)) {
      rejected.push({ row: candidate.row, reason: invitationMessages.alreadyInvited, email: candidate.email });
      continue;
    }
    const values = invitationMailValues({
      candidateName: candidate.fullName,
      jobTitle: posting.title,
      companyName: brand.look.name,
      link: invitationUrlFor(baseUrl, token),
      expiresAt,
      length,
    });
    mails.push({ to: candidate.email, ...compose(values), postingId: posting.id });
  }
  await deps.queue.sendMany(sendMailJob, mails);
  return { created: created.size, rejected };
}
