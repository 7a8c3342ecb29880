/**
 * Plan-first postings (docs/decisions/0042-setup-plan-first-and-preview.md): a posting takes
 * candidates only once its plan is published (a plan version, or the default interview published
 * explicitly) and while it is switched on. One home for the rule and its words.
 */
export type PostingOpenState = 'draft' | 'open' | 'disabled';

export function postingOpenState(posting: {
  isActive: boolean;
  planPublishedAt: Date | string | null;
}): PostingOpenState {
  if (posting.planPublishedAt === null) return 'draft';
  return posting.isActive ? 'open' : 'disabled';
}

export const postingOpenMessages = {
  /** What a candidate link answers before the plan is published. */
  notOpenYet: 'This interview is not open yet. Please check back later.',
  /** The dashboard's status for a posting whose plan is not published. */
  draftStatus: 'Draft — publish the plan to open',
  /** The plan page's explanation while the posting is a draft. */
  draftExplained:
    'This posting is a draft: candidates cannot apply until you publish a plan. Publish your own plan, or publish the default interview.',
  /** What the default interview is, said before it is published. */
  defaultInterview:
    'The default interview: up to 10 questions that the interviewer draws from the job title and description, without competencies or a scorecard plan.',
  inviteDraft: 'Publish the plan before inviting candidates: until then the posting takes no applications.',
  publishedDefault: 'The default interview is published: candidates can apply.',
} as const;
