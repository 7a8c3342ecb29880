import { eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { PostingInput } from '../../../core/api/postings.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings, subscriptions } from '../../db/schema.ts';
import { requireAllowed } from '../organizations/policies.ts';
import { assertCanCreatePostings } from './policies.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';

export async function createPosting(
  db: Db,
  actor: Actor,
  input: PostingInput,
  options: { billingEnabled: boolean },
): Promise<PostingRecord> {
  requireAllowed(actor, 'posting.create');
  if (options.billingEnabled) {
    const [subscription] = await db
      .select({ status: subscriptions.status, isFree: subscriptions.isFree })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, actor.organizationId))
      .limit(1);
    assertCanCreatePostings(subscription ?? null, true);
  }
  const [row] = await db
    .insert(jobPostings)
    .values({
      organizationId: actor.organizationId,
      userId: actor.userId,
      title: input.title,
      description: input.description,
      retakeAfterDays: input.retakeAfterDays,
      submissionNotifications: input.submissionNotifications,
      ...(input.recommendThreshold === undefined ? {} : { recommendThreshold: input.recommendThreshold }),
    })
    .returning(postingColumns);
  return row!;
}
