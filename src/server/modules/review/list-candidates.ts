import { and, count, eq } from 'drizzle-orm';
import type { CandidatesQuery, CandidatesResponse } from '../../../core/api/review.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../postings/policies.ts';
import { candidateColumns, postingTitleColumns, presentCandidate } from './presenters.ts';
import { offsetOf, reviewOrder } from './sort.ts';

/**
 * One page of a posting's candidates (active or archived), sorted on the server, in three
 * statements whatever the posting's size: the owned posting, the page, and the count.
 */
export async function listCandidates(
  db: Db,
  userId: string,
  postingId: string,
  query: CandidatesQuery,
): Promise<CandidatesResponse> {
  const [posting] = await db.select(postingTitleColumns).from(jobPostings).where(ownedPosting(userId, postingId)).limit(1);
  if (!posting) throw postingNotFound();
  const where = and(eq(interviews.jobPostingId, posting.id), eq(interviews.archived, query.archived));
  const [rows, [total]] = await Promise.all([
    db
      .select(candidateColumns)
      .from(interviews)
      .where(where)
      .orderBy(...reviewOrder(query.sort))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(interviews).where(where),
  ]);
  return {
    posting,
    items: rows.map(presentCandidate),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
