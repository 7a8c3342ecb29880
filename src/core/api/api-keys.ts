import { z } from 'zod';
import { API_KEY_SCOPES, API_PAGE_DEFAULT, API_PAGE_MAX } from '../api-keys.ts';
import { ORGANIZATION_ROLES } from '../access.ts';
import { postingSchema } from './postings.ts';
import { scorecardViewSchema } from './scorecards.ts';
import { interviewStatusValues } from './review.ts';

/**
 * Zod contracts of an organization's API keys and of the public API under /api/v1
 * (docs/decisions/0026-public-api.md); shared by server and web.
 */

export const API_KEY_NAME_MAX = 100;

export const apiKeyMessages = {
  nameRequired: 'Name the key, e.g. after the system that uses it',
  nameTooLong: `A key name must be at most ${API_KEY_NAME_MAX} characters`,
  scopesRequired: 'Choose at least one scope',
  notFound: 'API key not found',
  invalidKey: 'Missing, unknown or revoked API key. Send "Authorization: Bearer <key>".',
  scopeMissing: 'This API key does not have the scope this request needs.',
  idempotencyConflict: 'This Idempotency-Key was already used with a different request.',
  rateLimited: 'Too many requests with this API key. Try again shortly.',
} as const;

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, apiKeyMessages.nameRequired).max(API_KEY_NAME_MAX, apiKeyMessages.nameTooLong),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, apiKeyMessages.scopesRequired)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The visible start of the key, e.g. `sr_live_ab12cd`; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /**
   * Who created the key; `role` is the role they hold in the organization now, which is the role
   * the key acts with (null: they left, and the key no longer works). Null once the account is gone.
   */
  createdBy: z
    .object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ORGANIZATION_ROLES).nullable() })
    .nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to a creation: the only time the secret leaves the server. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

// ---- The public API (/api/v1) ----

export const pageQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(API_PAGE_MAX).default(API_PAGE_DEFAULT),
});

/** A page of a list, newest first; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable() });

export const v1PostingPageSchema = pageOf(postingSchema);

/** A posting's interview in the public API's list, with its scorecard (as /api/v1/interviews/:id/scorecard gives it). */
export const v1InterviewRowSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  status: z.enum(interviewStatusValues),
  /** Overall Score (0–100) once assessed, else null. */
  overallScore: z.number().int().nullable(),
  archived: z.boolean(),
  createdAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  /** Null until assessed. */
  scorecard: scorecardViewSchema.nullable(),
});
export type V1InterviewRow = z.infer<typeof v1InterviewRowSchema>;
export const v1InterviewPageSchema = pageOf(v1InterviewRowSchema);

export const IDEMPOTENCY_HEADER = 'idempotency-key';
