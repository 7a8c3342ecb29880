import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { V1InterviewRow } from '../../../core/api/api-keys.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../postings/policies.ts';
import { newestFirst, pageFrom } from './keyset.ts';

/** One page of a posting's interviews (status and Overall Score), newest first; 404 outside the actor's postings. */
export async function listPostingInterviews(
  db: Db,
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
    })
    .from(interviews)
    .where(and(eq(interviews.jobPostingId, posting.id), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(page.limit + 1);
  const { rows: shown, nextCursor } = pageFrom(rows, page.limit);
  return {
    data: shown.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
    })),
    nextCursor,
  };
}
