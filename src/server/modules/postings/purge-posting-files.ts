import { z } from 'zod';
import type { BlobStore } from '../../adapters/storage/blob-store.ts';
import { blobKeys } from '../../adapters/storage/keys.ts';
import { defineJob, type JobHandler } from '../../jobs/queue.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Removes every file under a deleted posting's prefix (CVs, recordings). Runs inline when a
 * posting is deleted; queued for retries only when that inline attempt fails.
 */
export const purgePostingFilesJob = defineJob({
  name: 'purge-posting-files',
  payload: z.object({ postingId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 30,
});

export type PurgePostingFilesPayload = z.infer<typeof purgePostingFilesJob.payload>;

export function purgePostingFiles({ blobs }: UseCaseContext<'blobs'>, postingId: string): Promise<number> {
  return blobs.deletePrefix(blobKeys.posting(postingId));
}

export const handlePurgePostingFiles =
  (blobs: BlobStore): JobHandler<PurgePostingFilesPayload> =>
  async ({ postingId }) => {
    await purgePostingFiles({ blobs }, postingId);
  };
