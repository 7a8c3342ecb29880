import { and, eq, gt, sql } from 'drizzle-orm';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, interviewTurns } from '../../db/schema.ts';
import { isClosingMessage } from '../../../core/interview-rules.ts';

/** A recording this much older than any turn pointing to it was orphaned: its answer's store never finished. */
export const ORPHAN_GRACE_MS = 10 * 60_000;
/** How far back the sweep looks; older interviews are left to the retention purge, which deletes their files. */
export const ORPHAN_LOOKBACK_MS = 48 * 3_600_000;

/**
 * Deletes recordings stored without their turn. An answer's recording is written after its
 * transcript and just before its turn row, so a crash (kill -9, lost database connection) in
 * between leaves a file no turn refers to. Such a file can only sit at the sequence number the
 * interview is waiting for (the one after its last, bot, turn): the sweep checks exactly that
 * key for each interview active within the lookback, and deletes the file when it is older
 * than the grace period (an answer being stored right now is never touched).
 */
export async function sweepOrphanRecordings(deps: UseCaseContext<'db' | 'blobs'>, now = new Date()): Promise<number> {
  const db = deps.db;
  const since = new Date(now.getTime() - ORPHAN_LOOKBACK_MS);
  const waiting = await db
    .select({
      interviewId: interviewTurns.interviewId,
      jobPostingId: interviews.jobPostingId,
      seq: interviewTurns.seq,
      text: interviewTurns.text,
    })
    .from(interviewTurns)
    .innerJoin(interviews, eq(interviews.id, interviewTurns.interviewId))
    .where(
      and(
        eq(interviewTurns.speaker, 'bot'),
        gt(interviewTurns.createdAt, since),
        sql`not exists (select 1 from ${interviewTurns} later where later.interview_id = ${interviewTurns.interviewId} and later.seq > ${interviewTurns.seq})`,
      ),
    );
  let deleted = 0;
  for (const row of waiting) {
    if (isClosingMessage(row.text)) continue;
    const key = blobKeys.recording(row.jobPostingId, row.interviewId, row.seq + 1);
    const info = await deps.blobs.head(key);
    if (!info?.modifiedAt || now.getTime() - info.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
    await deps.blobs.delete(key);
    deleted++;
  }
  return deleted;
}
