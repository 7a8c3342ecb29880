import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { webhookMessages } from '../../../core/webhooks.ts';
import { isUuid } from '../../../core/ids.ts';
import { sql } from 'drizzle-orm';
import { user, webhookEndpoints } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { makerMayManageWebhooks } from '../../access/webhook-maker-rights.ts';

export const webhookNotFound = () => notFound(webhookMessages.notFound);

/**
 * The policy of every webhook use case: owners and admins only (403 for other roles), and the
 * endpoint scoped to the actor's organization in SQL, so another organization's id is a 404.
 */
export function ownedWebhook(actor: Actor, webhookId: string) {
  requireAllowed(actor, 'webhooks.manage');
  if (!isUuid(webhookId)) throw webhookNotFound();
  return and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.organizationId, actor.organizationId));
}

export const webhookColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
  createdAt: webhookEndpoints.createdAt,
  lastSuccessAt: webhookEndpoints.lastSuccessAt,
  /** Who made it (the list shows it) and whether they still may manage webhooks here. */
  createdByName: sql<
    string | null
  >`(select ${user.name} from ${user} where ${user.id} = ${webhookEndpoints.createdBy})`,
  createdByEmail: sql<
    string | null
  >`(select ${user.email} from ${user} where ${user.id} = ${webhookEndpoints.createdBy})`,
  makerMayManage: makerMayManageWebhooks(),
};
