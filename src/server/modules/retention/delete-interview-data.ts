import { inArray } from 'drizzle-orm';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { AppDeps } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';

/**
 * Deletes interviews with their CVs and recordings. Files go first: if that fails the rows
 * stay, so the next run finds them again and no file is left without its owner record.
 */
export async function deleteInterviewData(
  deps: Pick<AppDeps, 'database' | 'blobs'>,
  targets: Array<{ id: string; jobPostingId: string }>,
): Promise<number> {
  if (targets.length === 0) return 0;
  for (const target of targets) await deps.blobs.deletePrefix(blobKeys.interview(target.jobPostingId, target.id));
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
