import { eq } from 'drizzle-orm';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { purgeInterviewJobs } from '../retention/purge-interview-jobs.ts';

/**
 * Ends a preview as candidate (docs/decisions/0042): its CV, recordings and speech segments, any
 * job about it (the CV reading) and its row with its turns go, with no audit entry and no mail —
 * it never was an application. Files and jobs go first, like deleteInterviewData.
 */
export async function endPreview(
  deps: UseCaseContext<'db' | 'blobs' | 'queue'>,
  preview: { id: string; jobPostingId: string; previewUserId: string | null },
): Promise<void> {
  if (!preview.previewUserId) throw new Error('endPreview: not a preview');
  await deps.blobs.deletePrefix(blobKeys.interview(preview.jobPostingId, preview.id));
  await purgeInterviewJobs(deps, [preview.id]);
  await deps.db.delete(interviews).where(eq(interviews.id, preview.id));
}
