import { z } from 'zod';
import { billingMessages } from '../billing-messages.ts';
import { PAID_PLAN_IDS } from '../plans.ts';
import { EMAIL_MAX_LENGTH } from '../limits.ts';

/** Zod contracts and texts for billing and admin endpoints; shared by server and web. */

export { billingMessages };

export const adminMessages = {
  forbidden: 'Forbidden',
  userNotFound: 'User not found',
  granted: 'Successfully granted free membership',
  revoked: 'Successfully revoked free membership',
  failed: 'Failed to update membership status',
  lookupTooShort: 'Type at least 3 characters of the e-mail address',
  noUsersFound: 'No account has an e-mail address containing that text',
} as const;

export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLAN_IDS),
  /** Monthly unless asked; annual uses the annual price where the install configures one. */
  cycle: z.enum(['monthly', 'annual']).default('monthly'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** What the subscription page shows about usage against the plan. */
export const billingSummarySchema = z.object({
  billingEnabled: z.boolean(),
  plan: z.string().nullable(),
  limits: z.object({
    interviewsPerMonth: z.number().nullable(),
    minutesPerInterview: z.number(),
    retentionDays: z.number(),
  }),
  interviewsThisMonth: z.number(),
  quotaReached: z.boolean(),
  hasBillingAccount: z.boolean(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const freeMembershipRequestSchema = z.object({
  userId: z.string().trim().min(1, 'User ID is required').max(200),
  isFree: z.boolean(),
});
export type FreeMembershipRequest = z.infer<typeof freeMembershipRequestSchema>;

export const freeMembershipResponseSchema = z.object({ userId: z.string(), isFree: z.boolean() });

/** Finding accounts by e-mail for the admin controls (docs/decisions/0018-cv-text-and-everyday-review.md). */
export const ADMIN_USER_LOOKUP_MIN = 3;
export const ADMIN_USER_LOOKUP_LIMIT = 10;

export const adminUserLookupQuerySchema = z.object({
  email: z.string().trim().min(ADMIN_USER_LOOKUP_MIN, adminMessages.lookupTooShort).max(EMAIL_MAX_LENGTH),
});
export type AdminUserLookupQuery = z.infer<typeof adminUserLookupQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isFree: z.boolean(),
  isAdmin: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** At most ADMIN_USER_LOOKUP_LIMIT accounts, exact e-mail first, then by e-mail. */
export const adminUsersResponseSchema = z.object({ items: z.array(adminUserSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
