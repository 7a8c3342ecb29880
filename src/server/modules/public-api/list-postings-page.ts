import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { postingScope } from '../postings/policies.ts';
import { postingColumns, type PostingRecord } from '../postings/presenters.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** Creation time at the cursor's precision (JavaScript dates carry milliseconds, the column microseconds). */
const createdMs = sql`date_trunc('milliseconds', ${jobPostings.createdAt})`;

/** One page of the actor's postings, newest first, after the cursor (keyset pagination). */
export async function listPostingsPage(
  db: Db,
  actor: Actor,
  page: { cursor?: string; limit: number },
): Promise<{ rows: PostingRecord[]; nextCursor: string | null }> {
  let after: SQL | undefined;
  if (page.cursor) {
    const cursor = decodeCursor(page.cursor);
    if (!cursor) throw new AppError('VALIDATION', 'cursor: not a cursor this API returned');
    after = or(lt(createdMs, cursor.createdAt), and(eq(createdMs, cursor.createdAt), lt(jobPostings.id, cursor.id)));
  }
  const rows = await db
    .select(postingColumns)
    .from(jobPostings)
    .where(and(postingScope(actor), after))
    .orderBy(desc(createdMs), desc(jobPostings.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return { rows: shown, nextCursor: more ? encodeCursor(shown.at(-1)!) : null };
}
