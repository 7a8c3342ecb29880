import type { Actor } from '../../../core/access.ts';
import type { PostingSettings } from '../../../core/api/invitations.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { presentSettings, settingsColumns } from './posting-settings.ts';
import type { UseCaseContext } from '../../deps.ts';

/** A posting's invitation reminder and expiry days and its booking link. */
export async function getPostingSettings(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
): Promise<PostingSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, 'posting.read'))
    .limit(1);
  if (!row) throw postingNotFound();
  return presentSettings(row);
}
