import { inArray } from 'drizzle-orm';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { AppDeps } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { purgeInterviewJobs } from './purge-interview-jobs.ts';

/**
 * Deletes interviews with their CVs and recordings, and the background jobs about them (a
 * queued decision e-mail holds the candidate's address, name and the employer's text). Files
 * and jobs go first: if that fails the rows stay, so the next run finds them again and nothing
 * is left without its owner record.
 */
export async function deleteInterviewData(
  deps: Pick<AppDeps, 'database' | 'blobs' | 'queue'>,
  targets: Array<{ id: string; jobPostingId: string }>,
): Promise<number> {
  if (targets.length === 0) return 0;
  for (const target of targets) await deps.blobs.deletePrefix(blobKeys.interview(target.jobPostingId, target.id));
  await purgeInterviewJobs(
    deps.queue,
    targets.map((target) => target.id),
  );
  const deleted = await deps.database.db
    .delete(interviews)
    .where(
      inArray(
        interviews.id,
        targets.map((t) => t.id),
      ),
    )
    .returning({ id: interviews.id });
  return deleted.length;
}
