import { count, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { WebhookEventType } from '../../../core/webhooks.ts';
import { WEBHOOK_ENDPOINTS_MAX, webhookMessages } from '../../../core/webhooks.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { UseCaseContext } from '../../deps.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { requireVerifiedAddress } from '../../access/verified-address.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { webhookNetworkPolicy } from './network-policy.ts';
import { webhookColumns } from './owned-webhook.ts';
import type { WebhookRecord } from './presenters.ts';
import { newWebhookSecret } from './webhook-secret.ts';

/** A new endpoint of the actor's organization; its signing secret is returned here (and on rotation) only. */
export async function createWebhook(
  deps: UseCaseContext<'db' | 'env'>,
  actor: Actor,
  input: { url: string; events: WebhookEventType[]; description?: string | null },
): Promise<{ record: WebhookRecord; secret: string }> {
  requireAllowed(actor, 'webhooks.manage');
  await requireVerifiedAddress(deps.db, actor.userId, 'webhooks.create');
  await checkWebhookUrl(input.url, webhookNetworkPolicy(deps.env));
  const secret = newWebhookSecret();
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, actor.organizationId));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) throw new AppError('CONFLICT', webhookMessages.tooMany);
    const [record] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId: actor.organizationId,
        url: input.url,
        description: input.description ?? null,
        events: input.events,
        secret,
        createdBy: actor.userId,
      })
      .returning(webhookColumns);
    await recordAudit(
      { db: tx },
      {
        action: AUDIT_ACTIONS.webhookCreate,
        actorUserId: actor.userId,
        scope: { organizationId: actor.organizationId },
        details: { webhookId: record!.id, url: input.url, events: input.events },
      },
    );
    return { record: record!, secret };
  });
}
