import type { PostingInput } from '../../../core/api/postings.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from './policies.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';

/** Title, description and (when given) the retake policy and notifications; the owner scope is part of the UPDATE, so another employer's row is never touched. */
export async function updatePosting(
  db: Db,
  userId: string,
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
    .where(ownedPosting(userId, postingId))
    .returning(postingColumns);
  if (!row) throw postingNotFound();
  return row;
}
