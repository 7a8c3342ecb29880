import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';

/** The employer's own postings, newest first. */
export async function listPostings(db: Db, userId: string): Promise<PostingRecord[]> {
  return db
    .select(postingColumns)
    .from(jobPostings)
    .where(eq(jobPostings.userId, userId))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}
