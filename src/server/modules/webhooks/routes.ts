import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookEndpoints as endpoints } from '../../../core/api/endpoints/webhooks.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createWebhook } from './create-webhook.ts';
import { deleteWebhook } from './delete-webhook.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { listWebhooks } from './list-webhooks.ts';
import { presentDelivery, presentWebhook } from './presenters.ts';
import { redeliverWebhook } from './redeliver-webhook.ts';
import { sendTestWebhook } from './send-test-webhook.ts';
import { rotateWebhookSecret } from './rotate-webhook-secret.ts';
import { updateWebhook } from './update-webhook.ts';

/**
 * The organization's webhook endpoints and their delivery logs (docs/decisions/0027-webhooks.md);
 * owners and admins only, as declared in src/core/api/endpoints/webhooks.ts.
 */
export const webhookRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, deps, endpoints.list, async ({ actor }) => ({
      webhooks: (await listWebhooks(deps, actor)).map((row) => presentWebhook(row)),
    }));

    registerEndpoint(app, deps, endpoints.create, async ({ actor, body, reply }) => {
      const { record, secret } = await createWebhook(deps, actor, body);
      reply.header('cache-control', 'no-store');
      return { webhook: presentWebhook(record), secret };
    });

    registerEndpoint(app, deps, endpoints.update, async ({ actor, params, body }) =>
      presentWebhook(await updateWebhook(deps, actor, params.id, body)),
    );

    registerEndpoint(app, deps, endpoints.delete, async ({ actor, params }) => {
      await deleteWebhook(deps, actor, params.id);
      return null;
    });

    registerEndpoint(app, deps, endpoints.rotateSecret, async ({ actor, params, reply }) => {
      const { record, secret } = await rotateWebhookSecret(deps, actor, params.id);
      reply.header('cache-control', 'no-store');
      return { webhook: presentWebhook(record), secret };
    });

    registerEndpoint(app, deps, endpoints.deliveries, async ({ actor, params }) => {
      const rows = await listWebhookDeliveries(deps, actor, params.id);
      return { deliveries: rows.map((row) => presentDelivery(row.delivery, row.attempts)) };
    });

    registerEndpoint(app, deps, endpoints.redeliver, async ({ actor, params }) =>
      presentDelivery(await redeliverWebhook(deps, actor, params.id, params.deliveryId), []),
    );

    registerEndpoint(app, deps, endpoints.test, async ({ actor, params }) => sendTestWebhook(deps, actor, params.id));
  };
