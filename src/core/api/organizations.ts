import { z } from 'zod';
import { ORGANIZATION_ROLES } from '../access.ts';

/** Zod contracts for the organization and a posting's reviewers (src/core/access.ts); shared by server and web. */

/** More reviewers than this on one posting is a mistake, not a team. */
export const POSTING_REVIEWERS_MAX = 100;

/** An organization's name, after trimming. */
export const ORGANIZATION_NAME_MAX = 100;

export const organizationMessages = {
  notAMember: 'Every reviewer must be a member of this organization.',
  tooManyReviewers: `A posting can have at most ${POSTING_REVIEWERS_MAX} reviewers.`,
  nameRequired: 'Please enter the organization name.',
  nameTooLong: `The organization name must be at most ${ORGANIZATION_NAME_MAX} characters.`,
  renameHere: 'Rename the organization on the Team page.',
  slugReserved: 'This address is reserved. Choose another one for the organization.',
  invitesPerAccount: 'You have sent the most member invitations allowed for now. Please try again tomorrow.',
  invitesPerRecipient:
    'This address has received the most member invitations allowed for now. Please try again tomorrow.',
  deleteHere: 'Delete the organization on the Team page (DELETE /api/organization).',
  deleteConfirm: "Type the organization's name exactly to delete it.",
  deletePersonal: 'Your personal organization cannot be deleted. Delete its postings instead.',
  deleteSubscribed: 'Cancel the subscription (Subscription page) before deleting the organization.',
} as const;

export const renameOrganizationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, organizationMessages.nameRequired)
    .max(ORGANIZATION_NAME_MAX, organizationMessages.nameTooLong),
});
export type RenameOrganizationInput = z.infer<typeof renameOrganizationSchema>;

/** Deleting the organization and everything in it: the caller types its name to confirm. */
export const deleteOrganizationSchema = z.object({ name: z.string().max(ORGANIZATION_NAME_MAX + 100) });
export type DeleteOrganizationInput = z.infer<typeof deleteOrganizationSchema>;
export const deletedOrganizationSchema = z.object({ postings: z.number().int(), interviews: z.number().int() });

export const organizationResponseSchema = z.object({ id: z.string(), name: z.string() });
export type OrganizationResponse = z.infer<typeof organizationResponseSchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET and PUT /api/postings/:id/reviewers answer the posting's reviewers and who could be one. */
export const postingReviewersResponseSchema = z.object({
  reviewers: z.array(teamMemberSchema),
  /** Members of the organization with the reviewer role (the others see every posting anyway). */
  assignable: z.array(teamMemberSchema),
});
export type PostingReviewersResponse = z.infer<typeof postingReviewersResponseSchema>;

export const setPostingReviewersSchema = z.object({
  userIds: z.array(z.string().min(1).max(100)).max(POSTING_REVIEWERS_MAX, organizationMessages.tooManyReviewers),
});
export type SetPostingReviewersInput = z.infer<typeof setPostingReviewersSchema>;

export const postingReviewersPath = (postingId: string) => `/api/postings/${encodeURIComponent(postingId)}/reviewers`;
