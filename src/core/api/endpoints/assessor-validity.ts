import { assessorValidityResponseSchema } from '../assessor-validity.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';

/** "About the AI assessment" (docs/decisions/0034-team-score-and-validity.md). */
export const assessorValidityEndpoints = defineEndpoints('review', {
  assessorValidity: {
    method: 'GET',
    path: '/api/assessor-validity',
    access: { action: 'interview.read' },
    responses: { 200: assessorValidityResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
  },
});
