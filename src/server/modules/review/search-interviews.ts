import type { Actor } from '../../../core/access.ts';
import { and, eq, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SearchQuery, SearchResponse } from '../../../core/api/review.ts';
import { interviewCan } from '../../access/can.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { postingScope } from '../../access/posting-scope.ts';
import { isApplication } from '../../access/interview-scope.ts';
import { candidateMatches, containsPattern } from './candidate-match.ts';
import { presentSearchRow } from './presenters.ts';
import { offsetOf, rankingScore, reviewOrder } from './sort.ts';
import { withheldAssessors } from '../assessor-validity/validity-statement.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The ranking score (sort.ts `rankingScore`): a withheld estimate is neither shown nor ranked by. */
const matchColumns = () => ({
  id: interviews.id,
  score: rankingScore(withheldAssessors()).as('rank_score'),
  createdAt: interviews.createdAt,
});

/**
 * The matching interviews as (id, score, created_at) only. The candidate branch (e-mail or
 * name) reads nothing but interviews_posting_candidate_search_idx (an index-only scan per owned
 * posting) or, on PostgreSQL, the trigram indexes; the title branch takes the other interviews
 * of postings whose title matches. The branches never overlap, so UNION ALL needs no
 * de-duplication pass.
 */
function matchingInterviews(db: Db, actor: Actor, q: string) {
  const owned = and(postingScope(actor), isApplication())!;
  const base = () =>
    db.select(matchColumns()).from(interviews).innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId));
  if (q === '') return base().where(owned).as('matches');
  const pattern = containsPattern(q);
  const candidate = candidateMatches(pattern);
  return unionAll(
    base().where(and(owned, candidate)),
    base().where(and(owned, sql`lower(${jobPostings.title}) like lower(${pattern})`, not(candidate))),
  ).as('matches');
}

/**
 * docs/product-rules.md §5: applicants of the postings the actor sees whose candidate e-mail, name
 * or job title contains the text, case-insensitively (name: docs/decisions/0018-cv-text-and-everyday-review.md). One statement: the matches are counted (a
 * window count) and sorted on narrow rows, and only the requested page is joined to the
 * full interview rows. A page past the end, which has no row to carry the total, costs a
 * second statement.
 */
export async function searchInterviews(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  query: SearchQuery,
): Promise<SearchResponse> {
  const matches = matchingInterviews(db, actor, query.q);
  // The window is computed below the ORDER BY … LIMIT, so the sort stays a bounded top-N sort.
  const counted = db
    .select({
      id: matches.id,
      score: matches.score,
      createdAt: matches.createdAt,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(matches)
    .as('counted');
  const page = db
    .select()
    .from(counted)
    .orderBy(...reviewOrder(query.sort, counted))
    .limit(query.pageSize)
    .offset(offsetOf(query.page, query.pageSize))
    .as('page');
  const rows = await db
    .select({
      id: interviews.id,
      candidateEmail: interviews.candidateEmail,
      fullName: interviews.fullName,
      score: sql<number | null>`${page.score}`,
      reviewedAt: interviews.reviewedAt,
      submittedAt: interviews.submittedAt,
      status: interviews.status,
      archived: interviews.archived,
      jobPostingId: interviews.jobPostingId,
      jobTitle: jobPostings.title,
      createdAt: interviews.createdAt,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(interviews, eq(interviews.id, page.id))
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .orderBy(...reviewOrder(query.sort, { score: page.score, createdAt: page.createdAt, id: page.id }));

  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
    total = counted?.n ?? 0;
  }
  const can = interviewCan(actor);
  return {
    items: rows.map(({ total: _total, ...row }) => presentSearchRow(row, can)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
