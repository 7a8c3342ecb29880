import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ownedWebhook, webhookNotFound } from './owned-webhook.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Deletes an endpoint with its delivery log; queued attempts find nothing and stop. */
export async function deleteWebhook({ db }: UseCaseContext<'db'>, actor: Actor, webhookId: string): Promise<void> {
  const scope = ownedWebhook(actor, webhookId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(scope)
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!row) throw webhookNotFound();
    await recordAudit(
      { db: tx },
      {
        action: AUDIT_ACTIONS.webhookDelete,
        actorUserId: actor.userId,
        scope: { organizationId: actor.organizationId },
        details: { webhookId: row.id, url: row.url },
      },
    );
  });
}
