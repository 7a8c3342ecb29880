import { z } from 'zod';
import { interviewPlanSchema } from '../interview-plan.ts';

/** Zod contracts of a posting's interview plan (draft, published versions); shared by server and web. */

export const planMessages = {
  /** The posting has no draft yet: reading a plan never drafts one (drafting is an explicit POST). */
  noDraft: 'No draft yet. Draft one from the job description, or start from an empty plan.',
  /** Publishing the saved draft (public API) when there is none. */
  nothingToPublish: 'There is no draft to publish. Save the plan first, or send it with the publish request.',
} as const;

export const planVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  publishedAt: z.iso.datetime(),
});
export type PlanVersionSummary = z.infer<typeof planVersionSummarySchema>;

export const publishedPlanSchema = planVersionSummarySchema.extend({ plan: interviewPlanSchema });
export type PublishedPlan = z.infer<typeof publishedPlanSchema>;

export const planResponseSchema = z.object({
  postingId: z.uuid(),
  /** The editable draft; null until someone who may edit plans saves one (reading never drafts). */
  draft: interviewPlanSchema.nullable(),
  /** 'generated' until the employer first saves the draft. */
  draftSource: z.enum(['generated', 'saved']).nullable(),
  /** The draft differs from the latest published version (or nothing is published yet). */
  unpublishedChanges: z.boolean(),
  published: publishedPlanSchema.nullable(),
  /** Every published version, newest first. */
  versions: z.array(planVersionSummarySchema),
  /**
   * When the posting opened to candidates (a plan version or the default interview published);
   * null: a draft that takes no candidates (src/core/posting-open.ts).
   */
  openedAt: z.iso.datetime().nullable(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** Save draft and publish both take a whole plan, validated by the plan contract. */
export const planInputSchema = interviewPlanSchema;
/** The largest request body a plan route reads. */
export const PLAN_BODY_LIMIT_BYTES = 256 * 1024;

export const planDraftProposalSchema = z.object({ draft: interviewPlanSchema });
export type PlanDraftProposal = z.infer<typeof planDraftProposalSchema>;
