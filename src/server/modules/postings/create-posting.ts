import type { Actor } from '../../../core/access.ts';
import type { PostingInput } from '../../../core/api/postings.ts';
import { jobPostings } from '../../db/schema.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { assertCanCreatePostings, loadEntitlements } from '../../access/entitlements.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

export async function createPosting(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  input: PostingInput,
  options: { billingEnabled: boolean },
): Promise<PostingRecord> {
  requireAllowed(actor, 'posting.create');
  if (options.billingEnabled) assertCanCreatePostings(await loadEntitlements(db, actor.organizationId, true));
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
