import type { Actor } from '../../../core/access.ts';
import { and, eq } from 'drizzle-orm';
import type { CandidatesQuery, CandidatesResponse } from '../../../core/api/review.ts';
import { interviewCan, postingCan } from '../../access/can.ts';
import { interviews, jobPostings, scorecards } from '../../db/schema.ts';
import { withheldAssessors } from '../assessor-validity/validity-statement.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { isApplication } from '../../access/interview-scope.ts';
import { candidateMatches, containsPattern } from './candidate-match.ts';
import { candidateColumns, postingTitleColumns, presentCandidate } from './presenters.ts';
import { offsetOf, rankingScore, reviewOrder } from './sort.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * One page of a posting's candidates (active or archived, optionally only those whose e-mail or
 * name contains `q`), sorted on the server, in two
 * statements whatever the posting's size: the owned posting with its count (an index-only
 * count), and the page (an index range scan, unless the assessor's score is withheld: then the
 * ranking key is an expression, docs/decisions/0034). They run together; when the posting is not this
 * employer's, the rows read alongside are discarded unseen and the answer is 404.
 */
export async function listCandidates(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  query: CandidatesQuery,
): Promise<CandidatesResponse> {
  const owned = ownedPosting(actor, postingId, 'interview.read');
  const where = and(
    eq(interviews.jobPostingId, postingId),
    isApplication(),
    eq(interviews.archived, query.archived),
    query.q === '' ? undefined : candidateMatches(containsPattern(query.q)),
  );
  const [[posting], rows] = await Promise.all([
    db
      .select({ ...postingTitleColumns, total: db.$count(interviews, where) })
      .from(jobPostings)
      .where(owned)
      .limit(1),
    db
      .select(candidateColumns)
      .from(interviews)
      .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
      .where(where)
      .orderBy(
        ...reviewOrder(query.sort, {
          score: rankingScore(withheldAssessors()),
          createdAt: interviews.createdAt,
          id: interviews.id,
        }),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
  ]);
  if (!posting) throw postingNotFound();
  const can = interviewCan(actor);
  return {
    posting: { id: posting.id, title: posting.title, can: postingCan(actor) },
    items: rows.map((row) => presentCandidate(row, can)),
    total: posting.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
