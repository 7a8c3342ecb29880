import { eq } from 'drizzle-orm';
import { isSubscriptionActive } from '../../../core/subscription.ts';
import type { SessionUser } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { admins, subscriptions } from '../../db/schema.ts';

export async function getMe(db: Db, user: SessionUser, billingEnabled: boolean) {
  const [subscription, admin] = await Promise.all([
    db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) }),
    db.query.admins.findFirst({ where: eq(admins.userId, user.id), columns: { id: true } }),
  ]);
  return {
    user,
    isAdmin: Boolean(admin),
    subscription: {
      status: subscription?.status ?? 'none',
      plan: subscription?.plan ?? null,
      isFree: subscription?.isFree ?? false,
      currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
      active: isSubscriptionActive(subscription ?? null, billingEnabled),
    },
  };
}
