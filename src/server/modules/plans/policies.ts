import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../postings/policies.ts';

export type PlanPosting = { id: string; title: string; description: string };

/**
 * Every read and write of a posting's interview plan goes through the posting's owner scope:
 * another employer's posting, and an id that cannot be a posting, answer 404.
 */
export async function findOwnedPosting(db: Db, userId: string, postingId: string): Promise<PlanPosting> {
  const [row] = await db
    .select({ id: jobPostings.id, title: jobPostings.title, description: jobPostings.description })
    .from(jobPostings)
    .where(ownedPosting(userId, postingId))
    .limit(1);
  if (!row) throw postingNotFound();
  return row;
}
