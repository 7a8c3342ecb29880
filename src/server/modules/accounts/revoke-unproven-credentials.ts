import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { apiKeys, invitation, member, session, user, webhookEndpoints } from '../../db/schema.ts';
import { recordAudit, type AuditEntry } from '../audit/record-audit.ts';
import type { UseCaseContext } from '../../deps.ts';

export type RevokedCredentials = {
  sessions: number;
  apiKeys: number;
  webhooks: number;
  invitations: number;
  members: number;
};

/**
 * The mailbox was proven for the first time (verification link or password reset): everything the
 * account held before is revoked, because until now anyone could have been typing that address
 * (docs/decisions/0028-verified-privileges-and-current-rights.md). Sessions (except `keepSessionId`,
 * the browser that opened the verification link), the API keys it created, the webhooks it added,
 * the member invitations it sent that are still pending, and the members who joined through an
 * invitation it sent. One audit entry per organization touched. All in one transaction.
 */
export async function revokeUnprovenCredentials(
  { db }: UseCaseContext<'db'>,
  userId: string,
  keepSessionId: string | null = null,
): Promise<RevokedCredentials> {
  return db.transaction(async (tx) => {
    const sessions = await tx
      .delete(session)
      .where(and(eq(session.userId, userId), keepSessionId ? ne(session.id, keepSessionId) : undefined))
      .returning({ id: session.id });
    const keys = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.createdBy, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, organizationId: apiKeys.organizationId });
    const webhooks = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.createdBy, userId))
      .returning({ id: webhookEndpoints.id, organizationId: webhookEndpoints.organizationId });
    const pending = await tx
      .update(invitation)
      .set({ status: 'canceled' })
      .where(and(eq(invitation.inviterId, userId), eq(invitation.status, 'pending')))
      .returning({ id: invitation.id, organizationId: invitation.organizationId });
    // Members who accepted an invitation this account sent (matched by organization and address).
    const joined = tx
      .select({ id: member.id })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .innerJoin(
        invitation,
        and(
          eq(invitation.organizationId, member.organizationId),
          eq(sql`lower(${invitation.email})`, sql`lower(${user.email})`),
        ),
      )
      .where(and(eq(invitation.inviterId, userId), eq(invitation.status, 'accepted'), ne(member.userId, userId)));
    const members = await tx
      .delete(member)
      .where(inArray(member.id, joined))
      .returning({ id: member.id, userId: member.userId, organizationId: member.organizationId });

    const byOrganization = new Map<string, Omit<RevokedCredentials, 'sessions'>>();
    const tally = (organizationId: string, field: keyof Omit<RevokedCredentials, 'sessions'>) => {
      const counts = byOrganization.get(organizationId) ?? { apiKeys: 0, webhooks: 0, invitations: 0, members: 0 };
      counts[field] += 1;
      byOrganization.set(organizationId, counts);
    };
    keys.forEach((row) => tally(row.organizationId, 'apiKeys'));
    webhooks.forEach((row) => tally(row.organizationId, 'webhooks'));
    pending.forEach((row) => tally(row.organizationId, 'invitations'));
    members.forEach((row) => tally(row.organizationId, 'members'));
    const entries: AuditEntry[] = [...byOrganization].map(([organizationId, counts]) => ({
      action: AUDIT_ACTIONS.accountProven,
      actorUserId: userId,
      scope: { organizationId },
      details: { ...counts, sessions: sessions.length },
    }));
    if (entries.length === 0 && sessions.length > 0) {
      entries.push({
        action: AUDIT_ACTIONS.accountProven,
        actorUserId: userId,
        scope: { organizationId: null },
        details: { sessions: sessions.length },
      });
    }
    if (entries.length > 0) await recordAudit({ db: tx }, entries);
    return {
      sessions: sessions.length,
      apiKeys: keys.length,
      webhooks: webhooks.length,
      invitations: pending.length,
      members: members.length,
    };
  });
}
