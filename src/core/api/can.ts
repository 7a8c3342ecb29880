import { z } from 'zod';
import { ORGANIZATION_ROLES, type Action } from '../access.ts';

/**
 * What the viewer may do with each object the API sends to the web (docs/decisions/0040-access-in-one-place.md).
 * Each flag names the action of src/core/access.ts the server enforces for it; the server fills
 * the flags (src/server/access/) and the web shows an action only when its flag is true, so no
 * page holds role logic of its own.
 */

/** A posting (interview process): dashboard rows, the posting list and one posting. */
export const POSTING_CAN = {
  /** Edit the title, description and settings (PUT /api/postings/:id, invitation settings). */
  edit: 'posting.update',
  /** Switch candidates on or off (PATCH /api/postings/:id/active). */
  setActive: 'posting.update',
  delete: 'posting.delete',
  /** Edit and publish the interview plan. */
  editPlan: 'plan.edit',
  /** Invite candidates (one, or a CSV). */
  invite: 'invitations.manage',
  assignReviewers: 'reviewers.assign',
  /** The posting's adverse-impact report. */
  viewBias: 'bias.read',
  /** The bias report as CSV. */
  exportBias: 'interview.export',
  /** Accept or reject the posting's candidates. */
  decide: 'interview.decide',
  /** The organization's audit log (the posting's entries are in it). */
  viewAudit: 'audit.read',
} as const satisfies Record<string, Action>;

/** An interview: the candidates table's rows, the search rows and the interview page. */
export const INTERVIEW_CAN = {
  /** Accept or reject (PATCH /api/interviews/:id/status). */
  decide: 'interview.decide',
  /** Send the decision e-mail (POST /api/interviews/:id/decision-mail; also needs a verified address). */
  email: 'interview.decide',
  archive: 'interview.archive',
  retryFeedback: 'interview.retry-feedback',
  /** Rate the competencies, correct the AI's rating, comment. */
  rate: 'interview.rate',
  comment: 'interview.rate',
  /** Find, export and delete the candidate's data (Candidate Data page). */
  viewCandidateData: 'candidate-data.manage',
  exportData: 'candidate-data.manage',
  delete: 'candidate-data.manage',
} as const satisfies Record<string, Action>;

/** The organization the viewer acts in (on GET /api/me): navigation and organization pages. */
export const ORGANIZATION_CAN = {
  createPosting: 'posting.create',
  searchInterviews: 'interview.read',
  viewAuditLog: 'audit.read',
  viewCandidateData: 'candidate-data.manage',
  manageMembers: 'members.manage',
  manageSettings: 'settings.manage',
  manageBrand: 'settings.manage',
  manageNotice: 'settings.manage',
  manageApiKeys: 'api-keys.manage',
  manageWebhooks: 'webhooks.manage',
  viewBilling: 'billing.read',
  manageBilling: 'billing.manage',
  deleteOrganization: 'organization.delete',
} as const satisfies Record<string, Action>;

export type PostingCanFlag = keyof typeof POSTING_CAN;
export type InterviewCanFlag = keyof typeof INTERVIEW_CAN;
export type OrganizationCanFlag = keyof typeof ORGANIZATION_CAN;

const flags = <K extends string>(map: Record<K, Action>) =>
  z.object(Object.fromEntries(Object.keys(map).map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>);

export const postingCanSchema = flags(POSTING_CAN);
export const interviewCanSchema = flags(INTERVIEW_CAN);
export const organizationCanSchema = flags(ORGANIZATION_CAN).extend({
  /** Roles the viewer may hand out (invite with, or change a member to); empty when they manage no members. */
  assignRoles: z.array(z.enum(ORGANIZATION_ROLES)),
});

export type PostingCan = z.infer<typeof postingCanSchema>;
export type InterviewCan = z.infer<typeof interviewCanSchema>;
export type OrganizationCan = z.infer<typeof organizationCanSchema>;
