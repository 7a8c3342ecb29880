import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import { deleteYourDataResponseSchema, deleteYourDataSchema, yourDataSchema } from '../your-data.ts';

const errors = { 404: errorResponseSchema, 429: errorResponseSchema };

/**
 * The candidate's "your data" page, without an account: public, every call carries the private
 * token of the e-mailed link in `x-data-token` (checked and rate-limited in the handler).
 */
export const yourDataEndpoints = defineEndpoints('your-data', {
  view: {
    method: 'GET',
    path: '/api/public/your-data',
    access: 'public',
    responses: { 200: yourDataSchema, ...errors },
  },
  /** A zip of everything stored about the candidate. */
  archive: {
    method: 'GET',
    path: '/api/public/your-data/archive',
    access: 'public',
    response: 'file',
    responses: { 200: z.string() },
  },
  delete: {
    method: 'DELETE',
    path: '/api/public/your-data',
    access: 'public',
    body: deleteYourDataSchema,
    responses: { 200: deleteYourDataResponseSchema, 400: errorResponseSchema, ...errors },
  },
});
