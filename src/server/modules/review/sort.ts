import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '../../../core/api/review.ts';
import { interviews } from '../../db/schema.ts';

type SortColumns = { score: AnyColumn | SQL.Aliased; createdAt: AnyColumn | SQL.Aliased; id: AnyColumn | SQL.Aliased };

/**
 * ORDER BY for a review list. Interviews without a score (feedback not done) sort last in
 * both score orders; ties go newest first, then by id, so pages never overlap or skip.
 * Every key says NULLS LAST (created_at and id are never null) so the order is exactly that
 * of interviews_posting_score_desc_idx and interviews_posting_archived_created_idx, which
 * drizzle-kit writes as DESC NULLS LAST: a posting's first page is then an index range scan.
 */
export function reviewOrder(sort: ReviewSort, columns: SortColumns = interviews): SQL[] {
  const tieBreak = [sql`${columns.createdAt} desc nulls last`, sql`${columns.id} desc nulls last`];
  switch (sort) {
    case 'score_desc':
      return [sql`${columns.score} desc nulls last`, ...tieBreak];
    case 'score_asc':
      return [sql`${columns.score} asc nulls last`, ...tieBreak];
    case 'newest':
      return tieBreak;
  }
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
