import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { member, organizationBrands, user } from '../../db/schema.ts';

/**
 * The one place that says who "the employer" is for per-employer settings (the candidate
 * notice) and notifications: the organization that owns the posting
 * (docs/decisions/0019-organizations.md). Every caller follows these functions.
 */
export type EmployerKey = string;

/** The employer a posting belongs to. */
export const employerOfPosting = (posting: { organizationId: string }): EmployerKey => posting.organizationId;

/** The employer a signed-in member acts for: their active organization. */
export const employerOfAccount = (actor: Pick<Actor, 'organizationId'>): EmployerKey => actor.organizationId;

/**
 * Where the contact candidates are given (the notice, "Ask for Help"): the brand's support
 * address when set (docs/decisions/0025-employer-brand.md), else the organization's first owner.
 */
export async function employerContactEmail(db: Db, employer: EmployerKey): Promise<string | null> {
  const [brand] = await db
    .select({ email: organizationBrands.supportEmail })
    .from(organizationBrands)
    .where(eq(organizationBrands.organizationId, employer));
  return brand?.email ?? employerOwnerEmail(db, employer);
}

/** Where the employer's notifications go: the e-mail of the organization's first owner; null if it has none. */
export async function employerOwnerEmail(db: Db, employer: EmployerKey): Promise<string | null> {
  const [row] = await db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, employer), eq(member.role, 'owner')))
    .orderBy(asc(member.createdAt))
    .limit(1);
  return row?.email ?? null;
}
