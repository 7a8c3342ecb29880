import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';

/** Active/Disabled (docs/product-rules.md §4); an inactive posting takes no new interviews. */
export async function setPostingActive(
  db: Db,
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
