import { and, eq, or } from 'drizzle-orm';
import type { InvitationLink } from '../../../core/api/invitations.ts';
import { invitationMessages, invitationStatusAt } from '../../../core/invitations.ts';
import { invitations, jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashCandidateToken } from '../candidate/candidate-token.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The invitation a personal link's token names (the first e-mail's or the reminder's). */
export const byToken = (token: string) => {
  const hash = hashCandidateToken(token);
  return or(eq(invitations.tokenHash, hash), eq(invitations.reminderTokenHash, hash))!;
};

/**
 * A candidate opens their personal link: the intake is pre-filled with the invited name and
 * e-mail, and a "sent" invitation becomes "opened". Unknown tokens answer 404, expired ones 410.
 */
export async function openInvitation(
  { db }: UseCaseContext<'db'>,
  token: string,
  now = new Date(),
): Promise<InvitationLink> {
  const [row] = await db
    .select({
      invitation: invitations,
      postingActive: jobPostings.isActive,
      planPublishedAt: jobPostings.planPublishedAt,
    })
    .from(invitations)
    .innerJoin(jobPostings, eq(jobPostings.id, invitations.jobPostingId))
    .where(byToken(token))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', invitationMessages.linkNotFound);
  const { invitation } = row;
  if (invitationStatusAt(invitation, now) === 'expired') throw new AppError('GONE', invitationMessages.linkExpired);
  if (!row.postingActive || row.planPublishedAt === null)
    throw new AppError('FORBIDDEN', invitationMessages.postingClosed);
  if (invitation.status === 'sent') {
    await db
      .update(invitations)
      .set({ status: 'opened', openedAt: now })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'sent')));
  }
  return { postingId: invitation.jobPostingId, fullName: invitation.fullName, email: invitation.email };
}
