import { eq } from 'drizzle-orm';
import { billingMessages } from '../../../core/api/billing.ts';
import type { Actor } from '../../../core/access.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { BillingContext } from './context.ts';
import { requireGateway } from './require-gateway.ts';
import type { UseCaseContext } from '../../deps.ts';

type Log = { error(obj: unknown, msg: string): void };

/** Stripe's customer portal, where an employer changes plan, updates the card, sees invoices or cancels. */
export async function createPortalSession(
  { db }: UseCaseContext<'db'>,
  billing: BillingContext,
  actor: Pick<Actor, 'role' | 'organizationId'>,
  log: Log,
): Promise<{ url: string }> {
  requireAllowed(actor, 'billing.manage');
  const { organizationId } = actor;
  const gateway = requireGateway(billing);
  const row = await db.query.subscriptions.findFirst({
    where: eq(subscriptions.organizationId, organizationId),
    columns: { stripeCustomerId: true },
  });
  if (!row?.stripeCustomerId) throw new AppError('CONFLICT', billingMessages.noBillingAccount);
  try {
    return await gateway.createPortalSession({
      customerId: row.stripeCustomerId,
      returnUrl: `${billing.publicUrl}/subscription`,
    });
  } catch (error) {
    log.error({ err: error }, 'stripe portal session creation failed');
    throw new AppError('UPSTREAM', billingMessages.portalFailed);
  }
}
