import { intakeResponseSchema, publicPostingSchema } from '../candidate.ts';
import { defineEndpoints } from '../endpoint.ts';
import { idParams, subjectBodyErrors, subjectErrors } from './common.ts';

/**
 * Preview as candidate (docs/decisions/0042): anyone who may read the posting sees the candidate's
 * view of it and starts a preview interview; every later step is a candidate route.
 */
export const previewEndpoints = defineEndpoints('previews', {
  posting: {
    method: 'GET',
    path: '/api/postings/:id/preview',
    access: { action: 'posting.read' },
    params: idParams,
    summary: "The posting as a candidate sees it, for the employer's preview",
    responses: { 200: publicPostingSchema, ...subjectErrors },
  },
  start: {
    method: 'POST',
    path: '/api/postings/:id/previews',
    access: { action: 'posting.read' },
    params: idParams,
    request: 'multipart',
    summary: 'Start a preview interview (the intake form, as a candidate fills it)',
    responses: { 201: intakeResponseSchema, ...subjectBodyErrors },
  },
});
