import { asc, eq, sql } from 'drizzle-orm';
import { ADMIN_USER_LOOKUP_LIMIT, type AdminUsersResponse } from '../../../core/api/billing.ts';
import { admins, organization, subscriptions, user } from '../../db/schema.ts';
import { containsPattern } from '../review/candidate-match.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Accounts whose e-mail contains the text, case-insensitively (an exact address first), with
 * what the admin controls change: free membership and admin rights. Admin-only (routes.ts).
 */
export async function findUsersByEmail({ db }: UseCaseContext<'db'>, email: string): Promise<AdminUsersResponse> {
  const needle = email.trim();
  const exact = sql`lower(${user.email}) = lower(${needle})`;
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      isFree: sql<boolean>`coalesce(${subscriptions.isFree}, false)`.mapWith(Boolean),
      isAdmin: sql<boolean>`(${admins.id} is not null)`.mapWith(Boolean),
    })
    .from(user)
    // Free membership is granted on the account's personal organization (set-free-membership.ts).
    .leftJoin(organization, eq(organization.slug, sql`'personal-' || ${user.id}`))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organization.id))
    .leftJoin(admins, eq(admins.userId, user.id))
    .where(sql`lower(${user.email}) like lower(${containsPattern(needle)})`)
    .orderBy(sql`${exact} desc`, asc(user.email))
    .limit(ADMIN_USER_LOOKUP_LIMIT);
  return { items: rows };
}
