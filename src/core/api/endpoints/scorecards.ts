import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import { comparisonResponseSchema, ratingOverrideInputSchema, scorecardResponseSchema } from '../scorecards.ts';
import { idParams, subjectBodyErrors } from './common.ts';

/** Scorecards (docs/decisions/0017-scorecards-wired.md); scoped to the postings the actor sees. */
export const scorecardEndpoints = defineEndpoints('review', {
  /** The interview's scorecard (null until assessed). */
  scorecard: {
    method: 'GET',
    path: '/api/interviews/:id/scorecard',
    access: { action: 'interview.read' },
    params: idParams,
    responses: { 200: scorecardResponseSchema, ...subjectBodyErrors },
  },
  /** Overrides one competency's rating, with a reason. */
  overrideRating: {
    method: 'POST',
    path: '/api/interviews/:id/scorecard/overrides',
    access: { action: 'interview.rate' },
    params: idParams,
    body: ratingOverrideInputSchema,
    responses: { 201: scorecardResponseSchema, 409: errorResponseSchema, ...subjectBodyErrors },
  },
  /** A posting's assessed candidates side by side by competency. */
  comparison: {
    method: 'GET',
    path: '/api/postings/:id/scorecards',
    access: { action: 'interview.read' },
    params: idParams,
    responses: { 200: comparisonResponseSchema, ...subjectBodyErrors },
  },
});
