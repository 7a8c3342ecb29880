import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import {
  bulkActionSchema,
  bulkResultSchema,
  candidatesQuerySchema,
  candidatesResponseSchema,
  decisionMailResultSchema,
  decisionResultSchema,
  interviewViewSchema,
  searchQuerySchema,
  searchResponseSchema,
  setArchivedSchema,
  setStatusSchema,
} from '../review.ts';
import { decisionMailWithSchedulingSchema } from '../second-round.ts';
import { idParams, subjectBodyErrors } from './common.ts';

/** Reviewing candidates (docs/decisions/0005-review.md); scoped to the postings the actor sees. */
export const reviewEndpoints = defineEndpoints('review', {
  candidates: {
    method: 'GET',
    path: '/api/postings/:id/candidates',
    access: { action: 'interview.read' },
    params: idParams,
    query: candidatesQuerySchema,
    responses: { 200: candidatesResponseSchema, ...subjectBodyErrors },
  },
  search: {
    method: 'GET',
    path: '/api/interviews',
    access: { action: 'interview.read' },
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema, ...subjectBodyErrors },
  },
  get: {
    method: 'GET',
    path: '/api/interviews/:id',
    access: { action: 'interview.read' },
    params: idParams,
    responses: { 200: interviewViewSchema, ...subjectBodyErrors },
  },
  setStatus: {
    method: 'PATCH',
    path: '/api/interviews/:id/status',
    access: { action: 'interview.decide' },
    params: idParams,
    body: setStatusSchema,
    responses: { 200: decisionResultSchema, ...subjectBodyErrors },
  },
  setArchived: {
    method: 'PATCH',
    path: '/api/interviews/:id/archived',
    access: { action: 'interview.archive' },
    params: idParams,
    body: setArchivedSchema,
    responses: { 200: decisionResultSchema, ...subjectBodyErrors },
  },
  retryFeedback: {
    method: 'POST',
    path: '/api/interviews/:id/feedback/retry',
    access: { action: 'interview.retry-feedback' },
    params: idParams,
    responses: { 202: decisionResultSchema, 409: errorResponseSchema, ...subjectBodyErrors },
  },
  /** Each row is scoped on its own; archive/restore need `interview.archive`, which the same roles hold. */
  bulk: {
    method: 'POST',
    path: '/api/interviews/bulk',
    access: { action: 'interview.decide' },
    body: bulkActionSchema,
    responses: { 200: bulkResultSchema, 429: errorResponseSchema, ...subjectBodyErrors },
  },
  decisionMail: {
    method: 'POST',
    path: '/api/interviews/:id/decision-mail',
    access: { action: 'interview.decide' },
    params: idParams,
    body: decisionMailWithSchedulingSchema,
    responses: {
      202: decisionMailResultSchema,
      409: errorResponseSchema,
      429: errorResponseSchema,
      ...subjectBodyErrors,
    },
  },
});
