import { eq } from 'drizzle-orm';
import { billingMessages } from '../../../core/api/billing.ts';
import { TRIAL_DAYS, type BillingCycle, type PaidPlanId } from '../../../core/plans.ts';
import type { Actor } from '../../../core/access.ts';
import type { SessionUser } from '../../auth/guard.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { priceFor, type BillingContext } from './context.ts';
import { requireGateway } from './require-gateway.ts';
import type { UseCaseContext } from '../../deps.ts';

type Log = { error(obj: unknown, msg: string): void };

/** Statuses of a Stripe subscription that still bills; a second checkout would double-charge. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/** docs/product-rules.md §5/§7: a hosted Checkout page for a known plan, with the 7-day trial. */
export async function createCheckoutSession(
  { db }: UseCaseContext<'db'>,
  billing: BillingContext,
  actor: Actor & { user: SessionUser },
  choice: { plan: PaidPlanId; cycle: BillingCycle },
  log: Log,
): Promise<{ url: string }> {
  requireAllowed(actor, 'billing.manage');
  const { plan, cycle } = choice;
  const gateway = requireGateway(billing);
  const priceId = priceFor(billing, plan, cycle);
  if (!priceId) throw new AppError('UNAVAILABLE', billingMessages.planUnavailable);

  const current = await db.query.subscriptions.findFirst({
    where: eq(subscriptions.organizationId, actor.organizationId),
  });
  if (current?.stripeSubscriptionId && LIVE_STATUSES.has(current.status)) {
    throw new AppError(
      'CONFLICT',
      'Your organization already has a subscription. Use Manage billing to change or cancel it.',
    );
  }

  let session: { url: string | null };
  try {
    session = await gateway.createCheckoutSession({
      priceId,
      plan,
      organizationId: actor.organizationId,
      userId: actor.userId,
      email: actor.user.email,
      customerId: current?.stripeCustomerId ?? null,
      successUrl: `${billing.publicUrl}/dashboard?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${billing.publicUrl}/pricing`,
      trialDays: TRIAL_DAYS,
    });
  } catch (error) {
    log.error({ err: error, plan, cycle }, 'stripe checkout session creation failed');
    throw new AppError('UPSTREAM', billingMessages.checkoutFailed);
  }
  if (!session.url) throw new AppError('UPSTREAM', billingMessages.noCheckoutUrl);
  return { url: session.url };
}
