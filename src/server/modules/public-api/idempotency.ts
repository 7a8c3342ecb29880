import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyMessages, IDEMPOTENCY_HEADER } from '../../../core/api/api-keys.ts';
import { IDEMPOTENCY_HOURS, IDEMPOTENCY_KEY_MAX } from '../../../core/api-keys.ts';
import type { Db } from '../../db/client.ts';
import { apiIdempotency } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/**
 * Runs a POST of the public API once per `Idempotency-Key` (per API key, for
 * IDEMPOTENCY_HOURS): a replay with the same request gets the stored body (answered with the
 * endpoint's success status, which is the one stored) and the `idempotent-replayed` header, the
 * same key with a different request 409. Without the header the POST simply runs. Returns the
 * body to answer; `registerEndpoint` sends it with the declared success status.
 */
export async function idempotent<T>(
  db: Db,
  keyId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  run: () => Promise<T>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return run();
  if (typeof header !== 'string' || header.length === 0 || header.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError('VALIDATION', `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`);
  }
  const hash = requestHash(request);
  await db
    .delete(apiIdempotency)
    .where(
      and(
        eq(apiIdempotency.keyId, keyId),
        lt(apiIdempotency.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`),
      ),
    );
  const [stored] = await db
    .select()
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, header)))
    .limit(1);
  if (stored) {
    if (stored.requestHash !== hash) throw new AppError('CONFLICT', apiKeyMessages.idempotencyConflict);
    reply.header('idempotent-replayed', 'true');
    return stored.response as T;
  }
  const body = await run();
  await db
    .insert(apiIdempotency)
    .values({ keyId, idempotencyKey: header, requestHash: hash, status, response: body })
    .onConflictDoNothing();
  return body;
}
