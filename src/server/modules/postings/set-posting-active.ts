import type { Actor } from '../../../core/access.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Active/Disabled (docs/product-rules.md §4); an inactive posting takes no new interviews. */
export async function setPostingActive(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  isActive: boolean,
): Promise<PostingRecord> {
  const [row] = await db
    .update(jobPostings)
    .set({ isActive })
    .where(ownedPosting(actor, postingId, 'posting.update'))
    .returning(postingColumns);
  if (!row) throw postingNotFound();
  return row;
}
