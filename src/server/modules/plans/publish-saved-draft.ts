import type { Actor } from '../../../core/access.ts';
import { planMessages } from '../../../core/api/plans.ts';
import { AppError } from '../../errors.ts';
import { loadDraft } from './plan-records.ts';
import { findOwnedPosting } from './find-plan-posting.ts';
import { publishPlan } from './publish-plan.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Publishes the posting's current draft (saved, or drafted on the first read) as it is, validated again on load; 409 when it has none. */
export async function publishSavedDraft(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
): Promise<{ version: number; created: boolean }> {
  const posting = await findOwnedPosting(db, actor, postingId, 'plan.edit');
  const draft = await loadDraft(db, posting.id);
  if (!draft) throw new AppError('CONFLICT', planMessages.nothingToPublish);
  return publishPlan({ db }, actor, posting.id, draft.draft);
}
