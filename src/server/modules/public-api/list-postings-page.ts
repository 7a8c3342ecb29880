import { and } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { jobPostings } from '../../db/schema.ts';
import { postingScope } from '../../access/posting-scope.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { postingColumns, type PostingRecord } from '../postings/presenters.ts';
import { newestFirst, pageFrom } from './keyset.ts';
import type { UseCaseContext } from '../../deps.ts';

/** One page of the actor's postings, newest first, after the cursor. */
export async function listPostingsPage(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  page: { cursor?: string; limit: number },
): Promise<{ rows: PostingRecord[]; nextCursor: string | null }> {
  requireAllowed(actor, 'posting.read');
  const keyset = newestFirst(jobPostings.createdAt, jobPostings.id, page.cursor);
  const rows = await db
    .select(postingColumns)
    .from(jobPostings)
    .where(and(postingScope(actor), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(page.limit + 1);
  return pageFrom(rows, page.limit);
}
