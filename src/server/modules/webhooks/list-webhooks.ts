import { desc, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { webhookColumns } from './owned-webhook.ts';
import type { WebhookRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The webhooks of the actor's organization, newest first. */
export async function listWebhooks({ db }: UseCaseContext<'db'>, actor: Actor): Promise<WebhookRecord[]> {
  requireAllowed(actor, 'webhooks.manage');
  return db
    .select(webhookColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, actor.organizationId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}
