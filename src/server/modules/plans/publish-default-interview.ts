import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { auditPlanPublish } from './audit-plan-publish.ts';
import { findOwnedPosting } from './find-plan-posting.ts';
import type { UseCaseContext } from '../../deps.ts';

type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Opens a plan-first posting to candidates, once (the first publish); later publishes change nothing here. */
export async function markPlanPublished(db: Queryable, postingId: string): Promise<boolean> {
  const opened = await db
    .update(jobPostings)
    .set({ planPublishedAt: new Date() })
    .where(and(eq(jobPostings.id, postingId), isNull(jobPostings.planPublishedAt)))
    .returning({ id: jobPostings.id });
  return opened.length > 0;
}

/**
 * The employer publishes the default interview explicitly (no plan of their own: up to 10
 * questions drawn from the job description, as before plans existed); the posting opens to
 * candidates. Audited as a plan publish without a version. A posting already open is unchanged.
 */
export async function publishDefaultInterview(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
): Promise<void> {
  const posting = await findOwnedPosting(db, actor, postingId, 'plan.edit');
  await db.transaction(async (tx) => {
    if (!(await markPlanPublished(tx, posting.id))) return;
    await auditPlanPublish({ db: tx }, actor, posting.id, { version: null, defaultInterview: true });
  });
}
