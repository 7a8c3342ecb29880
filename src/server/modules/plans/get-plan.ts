import type { Actor } from '../../../core/access.ts';
import type { AppDeps } from '../../deps.ts';
import { interviewPlans } from '../../db/schema.ts';
import { findOwnedPosting, type PlanPosting } from './policies.ts';
import { loadDraft, loadVersions } from './plan-records.ts';

/**
 * The plan page's data: the draft, the latest published version and the version list. A posting
 * without a draft (every posting from before plans, and new ones) gets one generated once from
 * its description by the configured AI provider; if that fails the draft stays empty and the
 * employer can draft again from the page.
 */
export async function getPlan(deps: Pick<AppDeps, 'database' | 'ai' | 'log'>, actor: Actor, postingId: string) {
  const { db } = deps.database;
  const posting = await findOwnedPosting(db, actor, postingId, 'plan.read');
  const [draft, versions] = await Promise.all([
    loadDraft(db, posting.id).then((found) => found ?? generateDraftOnce(deps, posting)),
    loadVersions(db, posting.id),
  ]);
  return { posting, draft, ...versions };
}

async function generateDraftOnce(deps: Pick<AppDeps, 'database' | 'ai' | 'log'>, posting: PlanPosting) {
  const { db } = deps.database;
  try {
    const draft = await deps.ai.draftPlan({ title: posting.title, description: posting.description });
    // Two first reads at once: the first insert wins and both show the stored draft.
    await db.insert(interviewPlans).values({ jobPostingId: posting.id, draft }).onConflictDoNothing();
  } catch (error) {
    deps.log.warn({ err: error, postingId: posting.id }, 'could not generate the first interview plan draft');
    return null;
  }
  return loadDraft(db, posting.id);
}

export type PlanView = Awaited<ReturnType<typeof getPlan>>;
