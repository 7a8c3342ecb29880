import { and, eq, isNull } from 'drizzle-orm';
import { session } from '../../db/schema.ts';
import { ensurePersonalOrganization } from '../organizations/personal-organization.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Every account gets a personal organization it owns, with its subscription row, named after the
 * company typed at sign-up (else the person). (Admin rights from ADMIN_EMAILS wait for a verified
 * address.) Sign-up signs in within the same request, and better-auth may run this hook after it
 * made that session: a session of the account without an active organization starts in it.
 */
export async function ensureAccountRecords(
  { db }: UseCaseContext<'db'>,
  user: { id: string; email: string; name?: string; organizationName?: string },
) {
  const organizationId = await ensurePersonalOrganization(db, user);
  await db
    .update(session)
    .set({ activeOrganizationId: organizationId })
    .where(and(eq(session.userId, user.id), isNull(session.activeOrganizationId)));
}
