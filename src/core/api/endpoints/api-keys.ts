import { apiKeyListSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema } from '../api-keys.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import { idParams } from './common.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The organization's keys to the public API (docs/decisions/0026-public-api.md); owners and admins only. */
export const apiKeyEndpoints = defineEndpoints('api-keys', {
  list: {
    method: 'GET',
    path: '/api/organization/api-keys',
    access: { action: 'api-keys.manage' },
    responses: { 200: apiKeyListSchema, ...errors },
  },
  /** Answers the secret once (cache-control: no-store). */
  create: {
    method: 'POST',
    path: '/api/organization/api-keys',
    access: { action: 'api-keys.manage' },
    body: createApiKeySchema,
    responses: { 201: createdApiKeySchema, 400: errorResponseSchema, ...errors },
  },
  revoke: {
    method: 'POST',
    path: '/api/organization/api-keys/:id/revoke',
    access: { action: 'api-keys.manage' },
    params: idParams,
    responses: { 200: apiKeySchema, 404: errorResponseSchema, ...errors },
  },
});
