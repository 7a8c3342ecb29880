import { asc, eq } from 'drizzle-orm';
import { isOrganizationRole, type Actor } from '../../../core/access.ts';
import type { Membership } from '../../../core/api/me.ts';
import { organizationCan } from '../../access/can.ts';
import { loadEntitlements } from '../../access/entitlements.ts';
import type { SessionUser } from '../../auth/guard.ts';
import { admins, member, organization } from '../../db/schema.ts';
import type { UseCaseContext } from '../../deps.ts';

export async function getMe(
  { db }: UseCaseContext<'db'>,
  actor: Actor & { user: SessionUser },
  billingEnabled: boolean,
) {
  const [entitlements, admin, memberships] = await Promise.all([
    loadEntitlements(db, actor.organizationId, billingEnabled),
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
  const { subscription, active } = entitlements;
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
      active,
    },
    can: organizationCan(actor, { subscriptionActive: active }),
  };
}
