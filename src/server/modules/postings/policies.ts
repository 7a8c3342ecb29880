import { and, eq, type SQL } from 'drizzle-orm';
import { postingMessages } from '../../../core/api/postings.ts';
import { isSubscriptionActive, type SubscriptionState } from '../../../core/subscription.ts';
import { jobPostings } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../../core/ids.ts';

export const postingNotFound = () => notFound(postingMessages.notFound);

/**
 * The owner scope every read and write of one posting goes through. Another employer's
 * posting and an id that cannot be a posting both answer 404, so ids cannot be probed.
 */
export function ownedPosting(userId: string, postingId: string): SQL {
  if (!isUuid(postingId)) throw postingNotFound();
  return and(eq(jobPostings.id, postingId), eq(jobPostings.userId, userId))!;
}

/** docs/product-rules.md §4/§6: creating interview processes needs an active or free subscription (always, with billing off). */
export function assertCanCreatePostings(subscription: SubscriptionState | null, billingEnabled: boolean): void {
  if (!isSubscriptionActive(subscription, billingEnabled)) {
    throw new AppError('SUBSCRIPTION_REQUIRED', postingMessages.subscriptionRequired);
  }
}
