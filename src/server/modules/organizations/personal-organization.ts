import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, organization, subscriptions } from '../../db/schema.ts';

/** The slug of an account's personal organization (migration 0016 uses the same rule). */
/** The database or a transaction on it. */
type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const personalSlug = (userId: string) => `personal-${userId}`;

/**
 * Every account owns a personal organization (with its subscription row), made at sign-up
 * and by migration 0016 for older accounts. Idempotent; returns the organization's id.
 */
export async function ensurePersonalOrganization(db: Queryable, user: { id: string; name?: string }): Promise<string> {
  const slug = personalSlug(user.id);
  await db
    .insert(organization)
    .values({ id: randomUUID(), name: user.name?.trim() || 'My organization', slug })
    .onConflictDoNothing();
  const [org] = await db.select({ id: organization.id }).from(organization).where(eq(organization.slug, slug)).limit(1);
  await db
    .insert(member)
    .values({ id: randomUUID(), organizationId: org!.id, userId: user.id, role: 'owner' })
    .onConflictDoNothing();
  await ensureOrganizationSubscription(db, org!.id, user.id);
  return org!.id;
}

/** One subscription row per organization; `userId` is the member who opened it. */
export async function ensureOrganizationSubscription(db: Queryable, organizationId: string, userId: string) {
  await db.insert(subscriptions).values({ organizationId, userId }).onConflictDoNothing();
}
