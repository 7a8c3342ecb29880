import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import { noticeInputSchema, noticeResponseSchema } from '../notices.ts';

/** The employer's notice to candidates: every member reads it, owners and admins save a new version. */
export const noticeEndpoints = defineEndpoints('notice', {
  get: {
    method: 'GET',
    path: '/api/notice',
    access: 'signedIn',
    responses: { 200: noticeResponseSchema, 401: errorResponseSchema },
  },
  save: {
    method: 'PUT',
    path: '/api/notice',
    access: { action: 'settings.manage' },
    body: noticeInputSchema,
    responses: {
      200: noticeResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
    },
  },
});
