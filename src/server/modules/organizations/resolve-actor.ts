import { and, asc, eq } from 'drizzle-orm';
import { isOrganizationRole, type Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { member } from '../../db/schema.ts';
import { ensurePersonalOrganization } from './personal-organization.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Who is acting, where and as what: the session's active organization when the account is
 * still a member there, else the account's oldest membership (its personal organization),
 * made on the spot for an account that has none yet.
 */
export async function resolveActor(
  { db }: UseCaseContext<'db'>,
  user: { id: string; name?: string },
  activeOrganizationId: string | null | undefined,
): Promise<Actor> {
  if (activeOrganizationId) {
    const [active] = await db
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.userId, user.id), eq(member.organizationId, activeOrganizationId)))
      .limit(1);
    if (active && isOrganizationRole(active.role)) {
      return { userId: user.id, organizationId: activeOrganizationId, role: active.role };
    }
  }
  const [first] = await db
    .select({ organizationId: member.organizationId, role: member.role })
    .from(member)
    .where(eq(member.userId, user.id))
    .orderBy(asc(member.createdAt), asc(member.id))
    .limit(1);
  if (first && isOrganizationRole(first.role)) {
    return { userId: user.id, organizationId: first.organizationId, role: first.role };
  }
  const organizationId = await ensurePersonalOrganization(db, user);
  return { userId: user.id, organizationId, role: 'owner' };
}

/** The organization a new session starts in: the account's oldest membership. */
export async function defaultOrganizationFor(db: Db, userId: string): Promise<string | null> {
  const [first] = await db
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt), asc(member.id))
    .limit(1);
  return first?.organizationId ?? null;
}
