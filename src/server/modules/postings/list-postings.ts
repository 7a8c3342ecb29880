import { desc } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { jobPostings } from '../../db/schema.ts';
import { postingScope } from '../../access/posting-scope.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The postings the actor sees, newest first. */
export async function listPostings({ db }: UseCaseContext<'db'>, actor: Actor): Promise<PostingRecord[]> {
  return db
    .select(postingColumns)
    .from(jobPostings)
    .where(postingScope(actor))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}
