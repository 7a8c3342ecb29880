import { asc, eq } from 'drizzle-orm';
import { isOrganizationRole, type Actor } from '../../../core/access.ts';
import type { Membership } from '../../../core/api/me.ts';
import { isSubscriptionActive } from '../../../core/subscription.ts';
import type { SessionUser } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { admins, member, organization, subscriptions } from '../../db/schema.ts';

export async function getMe(db: Db, actor: Actor & { user: SessionUser }, billingEnabled: boolean) {
  const [subscription, admin, memberships] = await Promise.all([
    db.query.subscriptions.findFirst({ where: eq(subscriptions.organizationId, actor.organizationId) }),
    db.query.admins.findFirst({ where: eq(admins.userId, actor.userId), columns: { id: true } }),
    db
      .select({ id: organization.id, name: organization.name, role: member.role })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, actor.userId))
      .orderBy(asc(member.createdAt), asc(member.id)),
  ]);
  const organizations: Membership[] = memberships.flatMap((row) =>
    isOrganizationRole(row.role) ? [{ id: row.id, name: row.name, role: row.role }] : [],
  );
  const current = organizations.find((row) => row.id === actor.organizationId) ?? {
    id: actor.organizationId,
    name: '',
    role: actor.role,
  };
  return {
    user: actor.user,
    isAdmin: Boolean(admin),
    organization: current,
    organizations,
    subscription: {
      status: subscription?.status ?? 'none',
      plan: subscription?.plan ?? null,
      isFree: subscription?.isFree ?? false,
      currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
      active: isSubscriptionActive(subscription ?? null, billingEnabled),
    },
  };
}
