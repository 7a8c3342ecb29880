import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { V1InterviewRow } from '../../../core/api/api-keys.ts';
import { interviews, jobPostings, scorecards } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { isApplication } from '../../access/interview-scope.ts';
import { scorecardColumns } from '../scorecards/scorecard-records.ts';
import { scorecardViews } from '../scorecards/scorecard-views.ts';
import { newestFirst, pageFrom } from './keyset.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * One page of a posting's interviews (status, Overall Score and scorecard), newest first; 404
 * outside the actor's postings. Four statements per page whatever its size: the posting, the
 * interviews with their scorecards, and the scorecards' overrides and turn numbers.
 */
export async function listPostingInterviews(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  page: { cursor?: string; limit: number },
): Promise<{ data: V1InterviewRow[]; nextCursor: string | null }> {
  const [posting] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, 'interview.read'))
    .limit(1);
  if (!posting) throw postingNotFound();
  const keyset = newestFirst(interviews.createdAt, interviews.id, page.cursor);
  const rows = await db
    .select({
      id: interviews.id,
      fullName: interviews.fullName,
      status: interviews.status,
      overallScore: interviews.score,
      archived: interviews.archived,
      createdAt: interviews.createdAt,
      submittedAt: interviews.submittedAt,
      card: scorecardColumns,
    })
    .from(interviews)
    .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(and(eq(interviews.jobPostingId, posting.id), isApplication(), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(page.limit + 1);
  const { rows: shown, nextCursor } = pageFrom(rows, page.limit);
  const cards = await scorecardViews({ db }, shown);
  return {
    data: shown.map(({ card: _card, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      scorecard: cards.get(row.id) ?? null,
    })),
    nextCursor,
  };
}
