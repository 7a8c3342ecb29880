import { eq } from 'drizzle-orm';
import { adminMessages } from '../../../core/api/billing.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, subscriptions, user } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { ensurePersonalOrganization } from '../organizations/personal-organization.ts';

export const auditActions = {
  freeGrant: 'free_membership.grant',
  freeRevoke: 'free_membership.revoke',
  adminGrant: 'admin.grant',
  adminRevoke: 'admin.revoke',
} as const;

/**
 * Grants or revokes free membership (docs/product-rules.md §2 Settings, §4) and writes who did it to
 * whom and when to the audit log, in one transaction.
 */
export async function setFreeMembership(db: Db, actorUserId: string, subjectUserId: string, isFree: boolean) {
  return db.transaction(async (tx) => {
    const [subject] = await tx
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(eq(user.id, subjectUserId))
      .limit(1);
    if (!subject) throw notFound(adminMessages.userNotFound);
    // Subscriptions belong to organizations: the membership is the user's personal organization's.
    const organizationId = await ensurePersonalOrganization(tx, subject);
    const [before] = await tx
      .select({ isFree: subscriptions.isFree })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId))
      .limit(1);
    await tx.update(subscriptions).set({ isFree }).where(eq(subscriptions.organizationId, organizationId));
    await tx.insert(auditLog).values({
      actorUserId,
      organizationId,
      action: isFree ? auditActions.freeGrant : auditActions.freeRevoke,
      subject: subject.id,
      details: { previous: before?.isFree ?? false, isFree },
    });
    return { userId: subject.id, isFree };
  });
}
