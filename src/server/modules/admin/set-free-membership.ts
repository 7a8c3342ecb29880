import { eq } from 'drizzle-orm';
import { adminMessages } from '../../../core/api/billing.ts';
import type { Db } from '../../db/client.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { subscriptions, user } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { accountAuditScope } from '../audit/scope.ts';

/**
 * Grants or revokes free membership (docs/product-rules.md §2 Settings, §4) and writes who did it to
 * whom and when to the audit log, in one transaction.
 */
export async function setFreeMembership(db: Db, actorUserId: string, subjectUserId: string, isFree: boolean) {
  return db.transaction(async (tx) => {
    const [subject] = await tx.select({ id: user.id }).from(user).where(eq(user.id, subjectUserId)).limit(1);
    if (!subject) throw notFound(adminMessages.userNotFound);
    const [before] = await tx
      .select({ isFree: subscriptions.isFree })
      .from(subscriptions)
      .where(eq(subscriptions.userId, subject.id))
      .limit(1);
    await tx
      .insert(subscriptions)
      .values({ userId: subject.id, isFree })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { isFree } });
    await recordAudit(tx, {
      actorUserId,
      action: isFree ? AUDIT_ACTIONS.freeGrant : AUDIT_ACTIONS.freeRevoke,
      scope: accountAuditScope(subject.id),
      subject: subject.id,
      details: { previous: before?.isFree ?? false, isFree },
    });
    return { userId: subject.id, isFree };
  });
}
