import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import {
  deletedOrganizationSchema,
  deleteOrganizationSchema,
  organizationResponseSchema,
  postingReviewersResponseSchema,
  renameOrganizationSchema,
  setPostingReviewersSchema,
} from '../organizations.ts';
import { idParams, subjectBodyErrors } from './common.ts';

/**
 * Renaming and deleting the organization, and a posting's reviewers. Members, roles and invitations
 * are better-auth's organization endpoints under /api/auth/organization.
 */
export const organizationEndpoints = defineEndpoints('organizations', {
  rename: {
    method: 'PATCH',
    path: '/api/organization',
    access: { action: 'settings.manage' },
    body: renameOrganizationSchema,
    responses: { 200: organizationResponseSchema, ...subjectBodyErrors },
  },
  delete: {
    method: 'DELETE',
    path: '/api/organization',
    access: { action: 'organization.delete' },
    body: deleteOrganizationSchema,
    responses: { 200: deletedOrganizationSchema, 409: errorResponseSchema, ...subjectBodyErrors },
  },
  reviewers: {
    method: 'GET',
    path: '/api/postings/:id/reviewers',
    access: { action: 'posting.read' },
    params: idParams,
    responses: { 200: postingReviewersResponseSchema, ...subjectBodyErrors },
  },
  setReviewers: {
    method: 'PUT',
    path: '/api/postings/:id/reviewers',
    access: { action: 'reviewers.assign' },
    params: idParams,
    body: setPostingReviewersSchema,
    responses: { 200: postingReviewersResponseSchema, ...subjectBodyErrors },
  },
});
