import type { Actor } from '../../../core/access.ts';
import type { UseCaseContext } from '../../deps.ts';
import { findOwnedPosting } from './find-plan-posting.ts';
import { loadDraft, loadVersions } from './plan-records.ts';

/**
 * The plan page's data: the draft, the latest published version and the version list. Reading
 * writes nothing and calls no AI provider (issue #22, finding 15): a posting without a draft
 * answers `draft: null`, and drafting is the explicit, rate-limited
 * `POST …/plan/draft-from-description` of those who may edit plans.
 */
export async function getPlan(deps: UseCaseContext<'db'>, actor: Actor, postingId: string) {
  const { db } = deps;
  const posting = await findOwnedPosting(db, actor, postingId, 'plan.read');
  const [draft, versions] = await Promise.all([loadDraft(db, posting.id), loadVersions(db, posting.id)]);
  return { posting, draft, ...versions };
}

export type PlanView = Awaited<ReturnType<typeof getPlan>>;
