import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { personalSlug } from '../../../core/organization-slugs.ts';
import type { Db } from '../../db/client.ts';
import { member, organization, subscriptions } from '../../db/schema.ts';

/** The database or a transaction on it. */
type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every account owns a personal organization (with its subscription row), made at sign-up
 * and by migration 0016 for older accounts. Idempotent; returns the organization's id.
 */
export async function ensurePersonalOrganization(
  db: Queryable,
  user: { id: string; name?: string; organizationName?: string },
): Promise<string> {
  const slug = personalSlug(user.id);
  const [created] = await db
    .insert(organization)
    .values({ id: randomUUID(), name: user.organizationName?.trim() || user.name?.trim() || 'My organization', slug })
    .onConflictDoNothing()
    .returning({ id: organization.id });
  const [org] = await db.select({ id: organization.id }).from(organization).where(eq(organization.slug, slug)).limit(1);
  if (!created) {
    // The slug was taken: it is this account's own organization only if the account is in it
    // already. Anything else is an organization someone else made with the slug, never joined.
    const [own] = await db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, org!.id), eq(member.userId, user.id)))
      .limit(1);
    if (!own) throw new Error(`the personal organization slug of account ${user.id} is held by another organization`);
  }
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
