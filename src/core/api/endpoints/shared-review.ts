import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import {
  commentCreatedSchema,
  commentInputSchema,
  commentsResponseSchema,
  ratingsResponseSchema,
  submitRatingsInputSchema,
} from '../shared-review.ts';
import { idParams, noContent, subjectBodyErrors } from './common.ts';

const commentParams = idParams.extend({ commentId: z.string().max(100) });

/** Shared review (docs/decisions/0024-shared-review.md): members' ratings and comments on an interview. */
export const sharedReviewEndpoints = defineEndpoints('review', {
  /** Your ratings, the others' once you submitted, the AI's. */
  ratings: {
    method: 'GET',
    path: '/api/interviews/:id/ratings',
    access: { action: 'interview.rate' },
    params: idParams,
    responses: { 200: ratingsResponseSchema, ...subjectBodyErrors },
  },
  /** Submits all of yours. */
  submitRatings: {
    method: 'PUT',
    path: '/api/interviews/:id/ratings',
    access: { action: 'interview.rate' },
    params: idParams,
    body: submitRatingsInputSchema,
    responses: { 200: ratingsResponseSchema, 409: errorResponseSchema, ...subjectBodyErrors },
  },
  comments: {
    method: 'GET',
    path: '/api/interviews/:id/comments',
    access: { action: 'interview.rate' },
    params: idParams,
    responses: { 200: commentsResponseSchema, ...subjectBodyErrors },
  },
  /** Adds one; mentions e-mail members. */
  addComment: {
    method: 'POST',
    path: '/api/interviews/:id/comments',
    access: { action: 'interview.rate' },
    params: idParams,
    body: commentInputSchema,
    responses: { 201: commentCreatedSchema, 429: errorResponseSchema, ...subjectBodyErrors },
  },
  /** Removes a comment you wrote. */
  deleteComment: {
    method: 'DELETE',
    path: '/api/interviews/:id/comments/:commentId',
    access: { action: 'interview.rate' },
    params: commentParams,
    responses: { 204: noContent, ...subjectBodyErrors },
  },
});
