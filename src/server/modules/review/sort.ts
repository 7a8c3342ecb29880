import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '../../../core/api/review.ts';
import { interviews } from '../../db/schema.ts';

type SortColumns = {
  score: AnyColumn | SQL | SQL.Aliased;
  createdAt: AnyColumn | SQL.Aliased;
  id: AnyColumn | SQL.Aliased;
};

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

/**
 * The score a list is ranked by (docs/decisions/0034-team-score-and-validity.md): the settled
 * Overall Score, except where it is only the estimate of an assessor whose score is withheld by
 * default: such interviews rank as unscored (after every team-rated one, newest first), so the
 * order never reveals a number the page does not show.
 */
export function rankingScore(withheld: readonly (typeof interviews.assessorKind._.data)[]): SQL<number | null> {
  if (withheld.length === 0) return sql<number | null>`${interviews.score}`;
  return sql<
    number | null
  >`(case when ${interviews.scoreBasis} = 'assessor' and ${inArray(interviews.assessorKind, [...withheld])} then null else ${interviews.score} end)`;
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
