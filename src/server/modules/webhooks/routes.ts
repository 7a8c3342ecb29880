import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookRoutePatterns,
  webhookTestResultSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '../../../core/api/webhooks.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { idParams } from '../../http/route-schemas.ts';
import { createWebhook } from './create-webhook.ts';
import { deleteWebhook } from './delete-webhook.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { listWebhooks } from './list-webhooks.ts';
import { presentDelivery, presentWebhook } from './presenters.ts';
import { redeliverWebhook } from './redeliver-webhook.ts';
import { sendTestWebhook } from './send-test-webhook.ts';
import { rotateWebhookSecret } from './rotate-webhook-secret.ts';
import { updateWebhook } from './update-webhook.ts';

const tags = ['webhooks'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const withNotFound = { ...errors, 404: errorResponseSchema };

/** The organization's webhook endpoints and their delivery logs (docs/decisions/0027-webhooks.md); owners and admins only. */
export const webhookRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      webhookRoutePatterns.list,
      { schema: { tags, response: { 200: webhookListSchema, ...errors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return { webhooks: (await listWebhooks(db, actor)).map((row) => presentWebhook(row)) };
      },
    );

    app.post(
      webhookRoutePatterns.list,
      {
        schema: {
          tags,
          body: createWebhookSchema,
          response: { 201: webhookWithSecretSchema, 400: errorResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const { record, secret } = await createWebhook(deps, actor, request.body);
        reply.header('cache-control', 'no-store');
        return reply.status(201).send({ webhook: presentWebhook(record), secret });
      },
    );

    app.patch(
      webhookRoutePatterns.endpoint,
      {
        schema: {
          tags,
          params: idParams,
          body: updateWebhookSchema,
          response: { 200: webhookSchema, 400: errorResponseSchema, ...withNotFound },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return presentWebhook(await updateWebhook(deps, actor, request.params.id, request.body));
      },
    );

    app.delete(
      webhookRoutePatterns.endpoint,
      { schema: { tags, params: idParams, response: { 204: z.null(), ...withNotFound } } },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        await deleteWebhook(db, actor, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      webhookRoutePatterns.rotate,
      { schema: { tags, params: idParams, response: { 200: webhookWithSecretSchema, ...withNotFound } } },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const { record, secret } = await rotateWebhookSecret(db, actor, request.params.id);
        reply.header('cache-control', 'no-store');
        return { webhook: presentWebhook(record), secret };
      },
    );

    app.get(
      webhookRoutePatterns.deliveries,
      { schema: { tags, params: idParams, response: { 200: webhookDeliveryListSchema, ...withNotFound } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        const rows = await listWebhookDeliveries(db, actor, request.params.id);
        return { deliveries: rows.map((row) => presentDelivery(row.delivery, row.attempts)) };
      },
    );

    app.post(
      webhookRoutePatterns.redeliver,
      {
        schema: {
          tags,
          params: idParams.extend({ deliveryId: z.string().max(100) }),
          response: { 202: webhookDeliverySchema, 409: errorResponseSchema, 429: errorResponseSchema, ...withNotFound },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const copy = await redeliverWebhook(deps, actor, request.params.id, request.params.deliveryId);
        return reply.status(202).send(presentDelivery(copy, []));
      },
    );

    app.post(
      webhookRoutePatterns.test,
      {
        schema: {
          tags,
          params: idParams,
          response: { 200: webhookTestResultSchema, 429: errorResponseSchema, ...withNotFound },
        },
      },
      async (request) => sendTestWebhook(deps, await requireActor(deps, request), request.params.id),
    );
  };
