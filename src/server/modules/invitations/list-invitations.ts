import type { Actor } from '../../../core/access.ts';
import { count, desc, eq, sql } from 'drizzle-orm';
import { INVITATIONS_PAGE_SIZE, type InvitationsResponse } from '../../../core/api/invitations.ts';
import { invitationStatusAt, invitationStatusValues, type InvitationStatus } from '../../../core/invitations.ts';
import { invitations, jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import type { UseCaseContext } from '../../deps.ts';

/** A posting's invitations, newest first, with a count per status (expired ones counted as such). */
export async function listInvitations(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  page: number,
  now = new Date(),
): Promise<InvitationsResponse> {
  const [posting] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, 'posting.read'))
    .limit(1);
  if (!posting) throw postingNotFound();
  const status = sql<InvitationStatus>`case when ${invitations.status} in ('sent', 'opened') and ${invitations.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired' else ${invitations.status} end`;
  const grouped = await db
    .select({ status, n: count() })
    .from(invitations)
    .where(eq(invitations.jobPostingId, posting.id))
    .groupBy(sql`1`);
  const counts = Object.fromEntries(invitationStatusValues.map((s) => [s, 0])) as Record<InvitationStatus, number>;
  for (const row of grouped) counts[row.status] = Number(row.n);
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.jobPostingId, posting.id))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(INVITATIONS_PAGE_SIZE)
    .offset((page - 1) * INVITATIONS_PAGE_SIZE);
  return {
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    page,
    pageSize: INVITATIONS_PAGE_SIZE,
    items: rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      status: invitationStatusAt(row, now),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      remindedAt: row.remindedAt?.toISOString() ?? null,
      interviewId: row.interviewId,
    })),
  };
}
