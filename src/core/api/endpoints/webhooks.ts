import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookTestResultSchema,
  webhookWithSecretSchema,
} from '../webhooks.ts';
import { idParams, noContent } from './common.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const withNotFound = { ...errors, 404: errorResponseSchema };
const access = { action: 'webhooks.manage' } as const;

/** The organization's webhook endpoints and their delivery logs (docs/decisions/0027-webhooks.md); owners and admins only. */
export const webhookEndpoints = defineEndpoints('webhooks', {
  list: {
    method: 'GET',
    path: '/api/organization/webhooks',
    access,
    responses: { 200: webhookListSchema, ...errors },
  },
  /** Answers the signing secret once (cache-control: no-store). */
  create: {
    method: 'POST',
    path: '/api/organization/webhooks',
    access,
    body: createWebhookSchema,
    responses: { 201: webhookWithSecretSchema, 400: errorResponseSchema, 409: errorResponseSchema, ...errors },
  },
  update: {
    method: 'PATCH',
    path: '/api/organization/webhooks/:id',
    access,
    params: idParams,
    body: updateWebhookSchema,
    responses: { 200: webhookSchema, 400: errorResponseSchema, ...withNotFound },
  },
  delete: {
    method: 'DELETE',
    path: '/api/organization/webhooks/:id',
    access,
    params: idParams,
    responses: { 204: noContent, ...withNotFound },
  },
  rotateSecret: {
    method: 'POST',
    path: '/api/organization/webhooks/:id/rotate-secret',
    access,
    params: idParams,
    responses: { 200: webhookWithSecretSchema, ...withNotFound },
  },
  deliveries: {
    method: 'GET',
    path: '/api/organization/webhooks/:id/deliveries',
    access,
    params: idParams,
    responses: { 200: webhookDeliveryListSchema, ...withNotFound },
  },
  redeliver: {
    method: 'POST',
    path: '/api/organization/webhooks/:id/deliveries/:deliveryId/redeliver',
    access,
    params: idParams.extend({ deliveryId: z.string().max(100) }),
    responses: { 202: webhookDeliverySchema, 409: errorResponseSchema, 429: errorResponseSchema, ...withNotFound },
  },
  /** "Send test event": a signed test POST now, answered with the receiver's status. */
  test: {
    method: 'POST',
    path: '/api/organization/webhooks/:id/test',
    access,
    params: idParams,
    responses: { 200: webhookTestResultSchema, 429: errorResponseSchema, ...withNotFound },
  },
});
