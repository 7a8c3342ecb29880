import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations } from '../../db/schema.ts';
import { byToken } from './open-invitation.ts';

/**
 * Intake through a personal link: the invitation of this posting becomes "started" and is tied
 * to the new interview. A token of another posting, an expired or already used one changes nothing.
 */
export async function recordInvitationStarted(db: Db, token: string, postingId: string, interviewId: string) {
  const now = new Date();
  await db
    .update(invitations)
    .set({ status: 'started', startedAt: now, interviewId })
    .where(
      and(
        byToken(token),
        eq(invitations.jobPostingId, postingId),
        inArray(invitations.status, ['sent', 'opened']),
        gt(invitations.expiresAt, now),
      ),
    );
}

/** The interview of an invitation was submitted. */
export async function recordInvitationSubmitted(db: Db, interviewId: string) {
  await db
    .update(invitations)
    .set({ status: 'submitted', submittedAt: new Date() })
    .where(and(eq(invitations.interviewId, interviewId), eq(invitations.status, 'started')));
}
