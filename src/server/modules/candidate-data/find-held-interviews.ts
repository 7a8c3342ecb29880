import type { Actor } from '../../../core/access.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HeldInterview } from '../../../core/api/audit.ts';
import type { Db } from '../../db/client.ts';
import { interviews, interviewTurns, jobPostings } from '../../db/schema.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { isApplication, ownPostingIds } from '../../access/interview-scope.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * This organization's interviews of one e-mail address (case-insensitive), across all its postings;
 * only roles that may export and delete candidate data get here (403 otherwise).
 */
export function heldByEmail(db: Db, actor: Actor, email: string) {
  requireAllowed(actor, 'candidate-data.manage');
  return and(
    eq(sql`lower(${interviews.candidateEmail})`, email.trim().toLowerCase()),
    isApplication(),
    inArray(interviews.jobPostingId, ownPostingIds(db, actor)),
  )!;
}

/** Everything held about the address, summarised: one statement for the interviews, one for turn counts. */
export async function findHeldInterviews(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  email: string,
): Promise<HeldInterview[]> {
  const rows = await db
    .select({
      id: interviews.id,
      postingId: interviews.jobPostingId,
      jobTitle: jobPostings.title,
      fullName: interviews.fullName,
      candidateEmail: interviews.candidateEmail,
      createdAt: interviews.createdAt,
      submittedAt: interviews.submittedAt,
      status: interviews.status,
      score: interviews.score,
      cvFilename: interviews.cvFilename,
      cvKey: interviews.cvKey,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(heldByEmail(db, actor, email))
    .orderBy(interviews.createdAt);
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      interviewId: interviewTurns.interviewId,
      turns: sql<number>`count(*)::int`,
      answers: sql<number>`count(*) filter (where ${interviewTurns.speaker} = 'user')::int`,
      recordings: sql<number>`count(${interviewTurns.recordingKey})::int`,
    })
    .from(interviewTurns)
    .where(
      inArray(
        interviewTurns.interviewId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(interviewTurns.interviewId);
  const byId = new Map(counts.map((c) => [c.interviewId, c]));
  return rows.map(({ cvKey, ...row }) => {
    const c = byId.get(row.id);
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      cvFilename: cvKey ? (row.cvFilename ?? 'cv') : null,
      turns: Number(c?.turns ?? 0),
      answers: Number(c?.answers ?? 0),
      recordings: Number(c?.recordings ?? 0),
    };
  });
}
