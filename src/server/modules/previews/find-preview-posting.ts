import type { Actor } from '../../../core/access.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * A posting this employer may preview as a candidate: one they may read (a reviewer: one assigned
 * to them). Open, switched off or still a draft: the preview is how a team tries it before candidates do.
 */
export async function findPreviewPosting({ db }: UseCaseContext<'db'>, actor: Actor, postingId: string) {
  const [posting] = await db
    .select()
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, 'posting.read'))
    .limit(1);
  if (!posting) throw postingNotFound();
  return posting;
}

export type PreviewPosting = Awaited<ReturnType<typeof findPreviewPosting>>;
