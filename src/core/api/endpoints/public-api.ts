import { pageQuerySchema, v1InterviewPageSchema, v1PostingPageSchema } from '../api-keys.ts';
import { inviteOneSchema, inviteResultSchema } from '../invitations.ts';
import { errorResponseSchema } from '../me.ts';
import { planInputSchema, planResponseSchema } from '../plans.ts';
import { postingInputSchema, postingSchema } from '../postings.ts';
import { decisionResultSchema, interviewDetailsSchema, setStatusSchema } from '../review.ts';
import { scorecardResponseSchema } from '../scorecards.ts';
import { defineEndpoints } from '../endpoint.ts';
import { idParams } from './common.ts';

/** Where the server serves the API reference (Swagger UI) and its OpenAPI document (`/json`). */
export const API_REFERENCE_PATH = '/api/docs';

/** Every answer may be: no valid key (401), the key's scope or its creator's role refuses (403), not found (404), over the key's rate (429). */
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
/** Lists: a bad cursor or limit is a 400. */
const pageErrors = { 400: errorResponseSchema, ...errors };
/** Routes with a body (and POSTs with an Idempotency-Key) may also answer 400 and 409. */
const bodyErrors = { 400: errorResponseSchema, 409: errorResponseSchema, ...errors };

/**
 * The public REST API (docs/decisions/0026-public-api.md): `Authorization: Bearer <key>`
 * (`via: 'apiKey'`, docs/decisions/0050), each endpoint the web app's use case and zod contract.
 * `action` is what the use case checks for the key's scopes and its creator's current role.
 * POSTs replay under an `Idempotency-Key` (src/server/modules/public-api/idempotency.ts).
 */
export const publicApiEndpoints = defineEndpoints('public-api', {
  listPostings: {
    method: 'GET',
    path: '/api/v1/postings',
    access: { action: 'posting.read', via: 'apiKey' },
    query: pageQuerySchema,
    responses: { 200: v1PostingPageSchema, ...pageErrors },
  },
  getPosting: {
    method: 'GET',
    path: '/api/v1/postings/:id',
    access: { action: 'posting.read', via: 'apiKey' },
    params: idParams,
    responses: { 200: postingSchema, ...errors },
  },
  createPosting: {
    method: 'POST',
    path: '/api/v1/postings',
    access: { action: 'posting.create', via: 'apiKey' },
    body: postingInputSchema,
    responses: { 201: postingSchema, ...bodyErrors },
  },
  /** The whole posting, as the web app's PUT /api/postings/:id takes it. */
  updatePosting: {
    method: 'PUT',
    path: '/api/v1/postings/:id',
    access: { action: 'posting.update', via: 'apiKey' },
    params: idParams,
    body: postingInputSchema,
    responses: { 200: postingSchema, ...bodyErrors },
  },
  invite: {
    method: 'POST',
    path: '/api/v1/postings/:id/invitations',
    access: { action: 'invitations.manage', via: 'apiKey' },
    params: idParams,
    body: inviteOneSchema,
    responses: { 201: inviteResultSchema, ...bodyErrors },
  },
  /** The draft and the published version, as the web app's plan page gets them. */
  getPlan: {
    method: 'GET',
    path: '/api/v1/postings/:id/plan',
    access: { action: 'plan.read', via: 'apiKey' },
    params: idParams,
    responses: { 200: planResponseSchema, ...errors },
  },
  /** Saves the whole plan as the draft; interviews keep the published version until it is published. */
  savePlanDraft: {
    method: 'PUT',
    path: '/api/v1/postings/:id/plan',
    access: { action: 'plan.edit', via: 'apiKey' },
    params: idParams,
    body: planInputSchema,
    responses: { 200: planResponseSchema, ...bodyErrors },
  },
  publishPlan: {
    method: 'POST',
    path: '/api/v1/postings/:id/plan/publish',
    access: { action: 'plan.edit', via: 'apiKey' },
    // OpenAPI marks every body required; the description says this one is not.
    description:
      'Without a body, publishes the current draft, the one GET …/plan returns (409 when there is none). With a whole plan, saves it as the draft and publishes it, as the web app does.',
    params: idParams,
    body: planInputSchema.nullish(),
    responses: { 200: planResponseSchema, ...bodyErrors },
  },
  /** A posting's interviews, newest first, a page at a time, each with its scorecard. */
  listInterviews: {
    method: 'GET',
    path: '/api/v1/postings/:id/interviews',
    access: { action: 'interview.read', via: 'apiKey' },
    params: idParams,
    query: pageQuerySchema,
    responses: { 200: v1InterviewPageSchema, ...pageErrors },
  },
  getInterview: {
    method: 'GET',
    path: '/api/v1/interviews/:id',
    access: { action: 'interview.read', via: 'apiKey' },
    params: idParams,
    responses: { 200: interviewDetailsSchema, ...errors },
  },
  getScorecard: {
    method: 'GET',
    path: '/api/v1/interviews/:id/scorecard',
    access: { action: 'interview.read', via: 'apiKey' },
    params: idParams,
    responses: { 200: scorecardResponseSchema, ...errors },
  },
  decide: {
    method: 'POST',
    path: '/api/v1/interviews/:id/decision',
    access: { action: 'interview.decide', via: 'apiKey' },
    params: idParams,
    body: setStatusSchema,
    responses: { 200: decisionResultSchema, ...bodyErrors },
  },
});
