import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SearchQuery, SearchResponse } from '../../../core/api/review.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { escapeLike } from './policies.ts';
import { presentSearchRow } from './presenters.ts';
import { offsetOf, reviewOrder } from './sort.ts';

/**
 * PRODUCT-SPEC §5: applicants of the employer's own postings whose candidate e-mail or job
 * title contains the text, case-insensitively; `%` and `_` are literal. One statement: the
 * page and the total (a window count over the same scan). Only a page past the end, which
 * has no row to carry the total, costs a second statement.
 */
export async function searchInterviews(db: Db, userId: string, query: SearchQuery): Promise<SearchResponse> {
  const filters: SQL[] = [eq(jobPostings.userId, userId)];
  if (query.q !== '') {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(interviews.candidateEmail, pattern), ilike(jobPostings.title, pattern))!);
  }
  const where = and(...filters);
  const rows = await db
    .select({
      id: interviews.id,
      candidateEmail: interviews.candidateEmail,
      fullName: interviews.fullName,
      score: interviews.score,
      reviewed: sql<boolean>`(${interviews.aiFeedback} is not null)`,
      status: interviews.status,
      archived: interviews.archived,
      jobPostingId: interviews.jobPostingId,
      jobTitle: jobPostings.title,
      createdAt: interviews.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(where)
    .orderBy(...reviewOrder(query.sort))
    .limit(query.pageSize)
    .offset(offsetOf(query.page, query.pageSize));

  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db
      .select({ n: count() })
      .from(interviews)
      .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
      .where(where);
    total = counted?.n ?? 0;
  }
  return {
    items: rows.map(({ total: _total, ...row }) => presentSearchRow(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
