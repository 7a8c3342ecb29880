import { sql } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { WEBHOOK_ROTATION_GRACE_HOURS } from '../../../core/webhooks.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ownedWebhook, webhookColumns, webhookNotFound } from './owned-webhook.ts';
import type { WebhookRecord } from './presenters.ts';
import { newWebhookSecret } from './webhook-secret.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * A new signing secret, returned once. For the grace period the old one signs too (two
 * signatures in `webhook-signature`), so the receiver can switch without dropping events.
 */
export async function rotateWebhookSecret(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  webhookId: string,
): Promise<{ record: WebhookRecord; secret: string }> {
  const scope = ownedWebhook(actor, webhookId);
  const secret = newWebhookSecret();
  const graceEnds = new Date(Date.now() + WEBHOOK_ROTATION_GRACE_HOURS * 3600_000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        previousSecret: sql`${webhookEndpoints.secret}`,
        previousSecretExpiresAt: graceEnds,
        secret,
        updatedAt: new Date(),
      })
      .where(scope)
      .returning(webhookColumns);
    if (!row) throw webhookNotFound();
    await recordAudit(
      { db: tx },
      {
        action: AUDIT_ACTIONS.webhookRotate,
        actorUserId: actor.userId,
        scope: { organizationId: actor.organizationId },
        details: { webhookId: row.id, url: row.url, previousSecretUntil: graceEnds.toISOString() },
      },
    );
    return { record: row, secret };
  });
}
