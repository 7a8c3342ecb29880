import { z } from 'zod';
import { webhookPayloadSchema } from '../../../core/api/webhooks.ts';

/** The webhook payload contract as an OpenAPI 3.0 schema, for the document at /api/docs. */
export const webhookPayloadJsonSchema = () =>
  z.toJSONSchema(webhookPayloadSchema, { target: 'openapi-3.0' }) as Record<string, unknown>;
