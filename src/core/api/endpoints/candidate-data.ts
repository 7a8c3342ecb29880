import { z } from 'zod';
import { candidateDataDeletedSchema, candidateDataSchema, candidateEmailSchema } from '../audit.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/**
 * The employer's data-subject tools: find everything held about an address across their postings,
 * export it as one archive, or delete it. The address travels in a JSON body, never in a URL.
 */
export const candidateDataEndpoints = defineEndpoints('candidate-data', {
  search: {
    method: 'POST',
    path: '/api/candidate-data/search',
    access: { action: 'candidate-data.manage' },
    body: candidateEmailSchema,
    responses: { 200: candidateDataSchema, ...errors },
  },
  /** A zip archive. */
  export: {
    method: 'POST',
    path: '/api/candidate-data/export',
    access: { action: 'candidate-data.manage' },
    body: candidateEmailSchema,
    response: 'file',
    responses: { 200: z.string() },
  },
  delete: {
    method: 'POST',
    path: '/api/candidate-data/delete',
    access: { action: 'candidate-data.manage' },
    body: candidateEmailSchema,
    responses: { 200: candidateDataDeletedSchema, ...errors },
  },
});
