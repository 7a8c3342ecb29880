import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  importCsvSchema,
  INVITATION_TOKEN_MAX,
  invitationLinkSchema,
  invitationsQuerySchema,
  invitationsResponseSchema,
  inviteOneSchema,
  inviteResultSchema,
  postingSettingsSchema,
} from '../invitations.ts';
import { errorResponseSchema } from '../me.ts';
import { idParams, subjectBodyErrors } from './common.ts';

const sendErrors = { ...subjectBodyErrors, 429: errorResponseSchema };

/** Candidate invitations of a posting and its invitation and scheduling settings (employer). */
export const invitationEndpoints = defineEndpoints('invitations', {
  list: {
    method: 'GET',
    path: '/api/postings/:id/invitations',
    access: { action: 'posting.read' },
    params: idParams,
    query: invitationsQuerySchema,
    responses: { 200: invitationsResponseSchema, ...subjectBodyErrors },
  },
  invite: {
    method: 'POST',
    path: '/api/postings/:id/invitations',
    access: { action: 'invitations.manage' },
    params: idParams,
    body: inviteOneSchema,
    responses: { 201: inviteResultSchema, ...sendErrors },
  },
  /** The CSV travels as a JSON string; the role, then the posting, are checked before it is parsed. */
  importCsv: {
    method: 'POST',
    path: '/api/postings/:id/invitations/import',
    access: { action: 'invitations.manage' },
    params: idParams,
    body: importCsvSchema,
    responses: { 201: inviteResultSchema, ...sendErrors },
  },
  settings: {
    method: 'GET',
    path: '/api/postings/:id/invitation-settings',
    access: { action: 'posting.read' },
    params: idParams,
    responses: { 200: postingSettingsSchema, ...subjectBodyErrors },
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/postings/:id/invitation-settings',
    access: { action: 'posting.update' },
    params: idParams,
    body: postingSettingsSchema,
    responses: { 200: postingSettingsSchema, ...subjectBodyErrors },
  },
});

/** The candidate's personal invitation link (public, rate-limited per IP); documented with the candidate's routes. */
export const invitationLinkEndpoints = defineEndpoints('candidate', {
  openInvitation: {
    method: 'GET',
    path: '/api/public/invitations/:token',
    access: 'public',
    params: z.object({ token: z.string().min(1).max(INVITATION_TOKEN_MAX) }),
    responses: {
      200: invitationLinkSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
      410: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
});
