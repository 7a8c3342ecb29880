import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';

/** The Fastify instance the public API's route files register on (one plugin, routes.ts). */
export type V1App = Parameters<FastifyPluginAsyncZod>[0];

/** OpenAPI: every /api/v1 operation is tagged and needs the bearer scheme `apiKey` (src/server/app.ts). */
export const security = [{ apiKey: [] }];
export const tags = ['public-api'];

export const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
/** Lists: a bad cursor or limit is a 400. */
export const pageErrors = { 400: errorResponseSchema, ...errors };
/** Routes with a body (and POSTs with an Idempotency-Key) may also answer 400 and 409. */
export const bodyErrors = { 400: errorResponseSchema, 409: errorResponseSchema, ...errors };
