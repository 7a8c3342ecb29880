import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/**
 * Keyset paging newest first over (created_at, id). Creation time is compared at the cursor's
 * precision: JavaScript dates carry milliseconds, the column microseconds.
 */
export function newestFirst(createdAt: PgColumn, id: PgColumn, cursor: string | undefined) {
  const createdMs = sql`date_trunc('milliseconds', ${createdAt})`;
  let after: SQL | undefined;
  if (cursor) {
    const at = decodeCursor(cursor);
    if (!at) throw new AppError('VALIDATION', 'cursor: not a cursor this API returned');
    after = or(lt(createdMs, at.createdAt), and(eq(createdMs, at.createdAt), lt(id, at.id)));
  }
  return { after, orderBy: [desc(createdMs), desc(id)] };
}

/** The page of `limit` rows out of `limit + 1` fetched, and the cursor after it (null on the last page). */
export function pageFrom<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const shown = rows.slice(0, limit);
  return { rows: shown, nextCursor: rows.length > limit ? encodeCursor(shown.at(-1)!) : null };
}
