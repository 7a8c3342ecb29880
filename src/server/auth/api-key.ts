import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isOrganizationRole, type Actor } from '../../core/access.ts';
import { apiKeyMessages } from '../../core/api/api-keys.ts';
import { API_RATE_LIMIT, isApiKeyShaped, type ApiKeyScope } from '../../core/api-keys.ts';
import { hitRateLimit } from './rate-limit.ts';
import type { Db } from '../db/client.ts';
import { apiKeys, member, user } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { hashApiKey } from '../modules/api-keys/api-key-secret.ts';

/**
 * The caller of the public API: the key's organization, acting through the key's creator with the
 * creator's *current* role there (read from the member row on every request, so a demotion or a
 * removal takes effect at once), limited further to the key's scopes
 * (docs/decisions/0026-public-api.md, 0028-verified-privileges-and-current-rights.md). The use
 * case checks scopes and role together, once (`requireAllowed` in src/server/access/), exactly as
 * for a web session.
 */
export type ApiActor = Actor & { keyId: string; scopes: ApiKeyScope[]; user: { email: string } };

declare module 'fastify' {
  interface FastifyRequest {
    apiActor?: ApiActor;
  }
}

const invalidKey = () => new AppError('UNAUTHENTICATED', apiKeyMessages.invalidKey);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** Missing, malformed, unknown or revoked key: 401. Over the per-key rate: 429. */
export async function authenticateApiKey(db: Db, request: FastifyRequest): Promise<ApiActor> {
  const token = bearerToken(request);
  if (!token || !isApiKeyShaped(token)) throw invalidKey();
  const [key] = await db
    .select({
      id: apiKeys.id,
      organizationId: apiKeys.organizationId,
      scopes: apiKeys.scopes,
      userId: user.id,
      email: user.email,
      role: member.role,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.createdBy))
    // A key stops working when its creator leaves the organization.
    .innerJoin(member, and(eq(member.userId, apiKeys.createdBy), eq(member.organizationId, apiKeys.organizationId)))
    .where(and(eq(apiKeys.hash, hashApiKey(token)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key || !isOrganizationRole(key.role)) throw invalidKey();
  const limit = await hitRateLimit(db, `api-key:${key.id}`, API_RATE_LIMIT.limit, API_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil((limit.resetAt.getTime() - Date.now()) / 1000));
    throw new AppError('RATE_LIMITED', apiKeyMessages.rateLimited, { retryAfterSeconds });
  }
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, key.id));
  return {
    keyId: key.id,
    scopes: key.scopes,
    organizationId: key.organizationId,
    userId: key.userId,
    role: key.role,
    user: { email: key.email },
  };
}

/** The key's actor, authenticated by the endpoint's onRequest hook (src/server/http/register-endpoint.ts) before any body is read. */
export function apiActorOf(request: FastifyRequest): ApiActor {
  if (!request.apiActor) throw invalidKey();
  return request.apiActor;
}
