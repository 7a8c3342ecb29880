import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import { planDraftProposalSchema, planInputSchema, planResponseSchema } from '../plans.ts';
import { idParams, subjectBodyErrors, subjectErrors } from './common.ts';

/** A posting's interview plan: draft, published versions; scoped to the posting's owner. */
export const planEndpoints = defineEndpoints('plans', {
  get: {
    method: 'GET',
    path: '/api/postings/:id/plan',
    access: { action: 'plan.read' },
    params: idParams,
    responses: { 200: planResponseSchema, ...subjectErrors },
  },
  saveDraft: {
    method: 'PUT',
    path: '/api/postings/:id/plan/draft',
    access: { action: 'plan.edit' },
    params: idParams,
    body: planInputSchema,
    responses: { 200: planResponseSchema, ...subjectBodyErrors },
  },
  draftFromDescription: {
    method: 'POST',
    path: '/api/postings/:id/plan/draft-from-description',
    access: { action: 'plan.edit' },
    params: idParams,
    responses: {
      200: planDraftProposalSchema,
      429: errorResponseSchema,
      502: errorResponseSchema,
      503: errorResponseSchema,
      ...subjectErrors,
    },
  },
  publish: {
    method: 'POST',
    path: '/api/postings/:id/plan/publish',
    access: { action: 'plan.edit' },
    params: idParams,
    body: planInputSchema,
    responses: { 200: planResponseSchema, ...subjectBodyErrors },
  },
  /** Opens a plan-first posting on the default interview, said and published explicitly (docs/decisions/0042). */
  publishDefault: {
    method: 'POST',
    path: '/api/postings/:id/plan/publish-default',
    access: { action: 'plan.edit' },
    params: idParams,
    responses: { 200: planResponseSchema, ...subjectErrors },
  },
});
