import { eq } from 'drizzle-orm';
import { adminMessages } from '../../../core/api/billing.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { subscriptions, user } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { organizationAuditScope } from '../audit/scope.ts';
import { ensurePersonalOrganization } from '../organizations/personal-organization.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Grants or revokes free membership (docs/product-rules.md §2 Settings, §4) and writes who did it to
 * whom and when to the audit log, in one transaction.
 */
export async function setFreeMembership(
  { db }: UseCaseContext<'db'>,
  actorUserId: string,
  subjectUserId: string,
  isFree: boolean,
) {
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
    await recordAudit(
      { db: tx },
      {
        actorUserId,
        action: isFree ? AUDIT_ACTIONS.freeGrant : AUDIT_ACTIONS.freeRevoke,
        scope: organizationAuditScope(organizationId),
        subject: subject.id,
        details: { previous: before?.isFree ?? false, isFree },
      },
    );
    return { userId: subject.id, isFree };
  });
}
