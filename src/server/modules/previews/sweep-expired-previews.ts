import { and, isNotNull, lte } from 'drizzle-orm';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { endPreview } from './end-preview.ts';

/** Previews left unfinished (the tab closed) are deleted once they expire (docs/decisions/0042). */
export async function sweepExpiredPreviews(
  deps: UseCaseContext<'db' | 'blobs' | 'queue'>,
  now = new Date(),
): Promise<number> {
  const expired = await deps.db
    .select({ id: interviews.id, jobPostingId: interviews.jobPostingId, previewUserId: interviews.previewUserId })
    .from(interviews)
    .where(and(isNotNull(interviews.previewUserId), lte(interviews.previewExpiresAt, now)))
    .limit(500);
  for (const preview of expired) await endPreview(deps, preview);
  return expired.length;
}
