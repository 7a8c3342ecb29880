import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from './policies.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';

export async function getPosting(db: Db, userId: string, postingId: string): Promise<PostingRecord> {
  const [row] = await db.select(postingColumns).from(jobPostings).where(ownedPosting(userId, postingId)).limit(1);
  if (!row) throw postingNotFound();
  return row;
}
