import type { PlanResponse } from '../../../core/api/plans.ts';
import { samePlan } from '../../../core/interview-plan-timing.ts';
import type { PlanView } from './get-plan.ts';

export function presentPlan(view: PlanView): PlanResponse {
  const { draft, latest } = view;
  return {
    postingId: view.posting.id,
    draft: draft?.draft ?? null,
    draftSource: draft?.draftSource ?? null,
    unpublishedChanges: Boolean(draft && (!latest || !samePlan(draft.draft, latest.plan))),
    published: latest
      ? { version: latest.version, publishedAt: latest.createdAt.toISOString(), plan: latest.plan }
      : null,
    versions: view.versions.map((v) => ({ version: v.version, publishedAt: v.createdAt.toISOString() })),
    openedAt: view.posting.planPublishedAt?.toISOString() ?? null,
  };
}
