import type { UseCaseContext } from '../../deps.ts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { organizationLinkOrigins } from '../../db/schema.ts';
import type { OriginPolicy } from '../../http/origins.ts';

/**
 * Which address a link in a mail uses (docs/decisions/0043-mail-that-looks-like-the-employers.md):
 * PUBLIC_URL when set; else the address the recipient's side used — captured from a request the
 * origin policy allowed and stored with what the mail is about — while the policy still allows it;
 * else the default. A stored address is only ever one an allowed request came from, so an arbitrary
 * Host header can never put its address into a mail.
 */
export function linkBaseUrl(origins: OriginPolicy, stored: string | null | undefined): string {
  if (origins.configured) return origins.configured;
  if (stored && origins.isAllowed(stored)) return stored;
  return origins.defaultBaseUrl();
}

/** The base URL for mails to an organization's members that a job sends (digests, notices). */
export async function organizationLinkBaseUrl(
  deps: UseCaseContext<'db' | 'origins'>,
  organizationId: string,
): Promise<string> {
  if (deps.origins.configured) return deps.origins.configured;
  const [row] = await deps.db
    .select({ origin: organizationLinkOrigins.origin })
    .from(organizationLinkOrigins)
    .where(eq(organizationLinkOrigins.organizationId, organizationId));
  return linkBaseUrl(deps.origins, row?.origin);
}

/** Writes at most once a minute per organization and address from one process. */
const RECORD_EVERY_MS = 60_000;

/**
 * Remembers the allowed address each organization's members use: after every employer request
 * that resolved an actor (and before the answer leaves, so a job started right after sees it).
 * Nothing is stored with PUBLIC_URL set or when the request named no allowed address.
 */
export function installLinkOriginRecorder(app: FastifyInstance, deps: { database: { db: Db }; origins: OriginPolicy }) {
  const recent = new Map<string, { origin: string; at: number }>();
  app.addHook('onSend', async (request, _reply, payload) => {
    const organizationId = request.actor?.organizationId;
    if (!organizationId || deps.origins.configured) return payload;
    const origin = deps.origins.originOf(request.headers);
    if (!origin) return payload;
    const seen = recent.get(organizationId);
    const now = Date.now();
    if (seen && seen.origin === origin && now - seen.at < RECORD_EVERY_MS) return payload;
    recent.set(organizationId, { origin, at: now });
    await deps.database.db
      .insert(organizationLinkOrigins)
      .values({ organizationId, origin, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: organizationLinkOrigins.organizationId,
        set: { origin, updatedAt: new Date() },
        setWhere: sql`${organizationLinkOrigins.origin} <> ${origin}`,
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'link origin not recorded'));
    return payload;
  });
}
