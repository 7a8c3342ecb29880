import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { WebhookEventType } from '../../../core/webhooks.ts';
import type { UseCaseContext } from '../../deps.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { webhookNetworkPolicy } from './network-policy.ts';
import { ownedWebhook, webhookColumns, webhookNotFound } from './owned-webhook.ts';
import type { WebhookRecord } from './presenters.ts';

export type WebhookChanges = {
  url?: string;
  events?: WebhookEventType[];
  description?: string | null;
  enabled?: boolean;
};

/** Changes an endpoint's address, events, description or enabled state. Enabling clears an auto-disable. */
export async function updateWebhook(
  deps: UseCaseContext<'db' | 'env'>,
  actor: Actor,
  webhookId: string,
  changes: WebhookChanges,
): Promise<WebhookRecord> {
  const scope = ownedWebhook(actor, webhookId);
  if (changes.url !== undefined) await checkWebhookUrl(changes.url, webhookNetworkPolicy(deps.env));
  const now = new Date();
  const enabling = changes.enabled === true ? { disabledAt: null, disabledReason: null } : {};
  const disabling = changes.enabled === false ? { disabledAt: now, disabledReason: null } : {};
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, ...enabling, ...disabling, updatedAt: now })
      .where(scope)
      .returning(webhookColumns);
    if (!row) throw webhookNotFound();
    await recordAudit(
      { db: tx },
      {
        action: AUDIT_ACTIONS.webhookUpdate,
        actorUserId: actor.userId,
        scope: { organizationId: actor.organizationId },
        details: { webhookId: row.id, changes: Object.keys(changes), url: row.url, enabled: row.enabled },
      },
    );
    return row;
  });
}
