import type { Actor } from '../../../core/access.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

export async function getPosting(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
): Promise<PostingRecord> {
  const [row] = await db
    .select(postingColumns)
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, 'posting.read'))
    .limit(1);
  if (!row) throw postingNotFound();
  return row;
}
