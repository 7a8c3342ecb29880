import { billingMessages } from '../../../core/api/billing.ts';
import type { PaymentsGateway } from '../../adapters/payments/stripe.ts';
import { AppError } from '../../errors.ts';
import type { BillingContext } from './context.ts';

/** Self-hosted installs run without billing: every account is active and nothing can be bought. */
export function requireGateway(billing: BillingContext): PaymentsGateway {
  if (!billing.gateway) throw new AppError('CONFLICT', billingMessages.billingDisabled);
  return billing.gateway;
}
