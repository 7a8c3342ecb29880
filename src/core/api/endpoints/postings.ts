import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import {
  dashboardResponseSchema,
  postingInputSchema,
  postingListSchema,
  postingViewSchema,
  setActiveSchema,
} from '../postings.ts';
import { idParams, noContent, subjectBodyErrors, subjectErrors } from './common.ts';

/** Interview processes (job postings) and the dashboard, scoped to the actor's organization and role. */
export const postingEndpoints = defineEndpoints('postings', {
  dashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: { action: 'posting.read' },
    responses: { 200: dashboardResponseSchema, 401: errorResponseSchema },
  },
  list: {
    method: 'GET',
    path: '/api/postings',
    access: { action: 'posting.read' },
    responses: { 200: postingListSchema, 401: errorResponseSchema },
  },
  get: {
    method: 'GET',
    path: '/api/postings/:id',
    access: { action: 'posting.read' },
    params: idParams,
    responses: { 200: postingViewSchema, ...subjectErrors },
  },
  create: {
    method: 'POST',
    path: '/api/postings',
    access: { action: 'posting.create' },
    body: postingInputSchema,
    responses: { 201: postingViewSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/postings/:id',
    access: { action: 'posting.update' },
    params: idParams,
    body: postingInputSchema,
    responses: { 200: postingViewSchema, ...subjectBodyErrors },
  },
  setActive: {
    method: 'PATCH',
    path: '/api/postings/:id/active',
    access: { action: 'posting.update' },
    params: idParams,
    body: setActiveSchema,
    responses: { 200: postingViewSchema, ...subjectBodyErrors },
  },
  delete: {
    method: 'DELETE',
    path: '/api/postings/:id',
    access: { action: 'posting.delete' },
    params: idParams,
    responses: { 204: noContent, ...subjectErrors },
  },
});
