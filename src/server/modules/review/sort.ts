import { desc, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '../../../core/api/review.ts';
import { interviews } from '../../db/schema.ts';

/**
 * ORDER BY for a review list. Interviews without a score (feedback not done) sort last in
 * both score orders; ties go newest first, then by id, so pages never overlap or skip.
 * `score desc nulls last` and `score asc nulls last` match the two score indexes on
 * (job_posting_id, archived, score …), so a posting's first page is an index range scan.
 */
export function reviewOrder(sort: ReviewSort): SQL[] {
  const tieBreak = [desc(interviews.createdAt), desc(interviews.id)];
  switch (sort) {
    case 'score_desc':
      return [sql`${interviews.score} desc nulls last`, ...tieBreak];
    case 'score_asc':
      return [sql`${interviews.score} asc nulls last`, ...tieBreak];
    case 'newest':
      return tieBreak;
  }
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
