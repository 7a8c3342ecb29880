import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';

export type PlanPosting = { id: string; title: string; description: string; planPublishedAt?: Date | null };

/**
 * Every read and write of a posting's interview plan goes through the posting's scope (src/core/access.ts):
 * another organization's posting, and an id that cannot be a posting, answer 404.
 */
export async function findOwnedPosting(
  db: Db,
  actor: Actor,
  postingId: string,
  action: 'plan.read' | 'plan.edit',
): Promise<PlanPosting> {
  const [row] = await db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      description: jobPostings.description,
      planPublishedAt: jobPostings.planPublishedAt,
    })
    .from(jobPostings)
    .where(ownedPosting(actor, postingId, action))
    .limit(1);
  if (!row) throw postingNotFound();
  return row;
}
