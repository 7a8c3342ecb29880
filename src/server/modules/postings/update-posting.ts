import type { PostingInput } from '../../../core/api/postings.ts';
import type { Actor } from '../../../core/access.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Title, description and (when given) the retake policy, notifications and threshold; the owner scope is part of the UPDATE, so another organization's row is never touched. */
export async function updatePosting(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  input: PostingInput,
): Promise<PostingRecord> {
  const [row] = await db
    .update(jobPostings)
    .set({
      title: input.title,
      description: input.description,
      retakeAfterDays: input.retakeAfterDays,
      submissionNotifications: input.submissionNotifications,
      ...(input.recommendThreshold === undefined ? {} : { recommendThreshold: input.recommendThreshold }),
    })
    .where(ownedPosting(actor, postingId, 'posting.update'))
    .returning(postingColumns);
  if (!row) throw postingNotFound();
  return row;
}
