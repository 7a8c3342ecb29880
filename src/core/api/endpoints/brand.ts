import { z } from 'zod';
import { brandInputSchema, brandResponseSchema } from '../brand.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import { subjectBodyErrors } from './common.ts';

const errors = { ...subjectBodyErrors, 413: errorResponseSchema, 415: errorResponseSchema };

/** The employer's brand (docs/decisions/0025-employer-brand.md): settings, logo upload, public logo. */
export const brandEndpoints = defineEndpoints('brand', {
  get: {
    method: 'GET',
    path: '/api/organization/brand',
    access: 'signedIn',
    responses: { 200: brandResponseSchema, ...errors },
  },
  save: {
    method: 'PUT',
    path: '/api/organization/brand',
    access: { action: 'settings.manage' },
    body: brandInputSchema,
    responses: { 200: brandResponseSchema, ...errors },
  },
  /** A multipart upload with one `logo` file; the role is checked before the upload is read. */
  uploadLogo: {
    method: 'POST',
    path: '/api/organization/brand/logo',
    access: { action: 'settings.manage' },
    request: 'multipart',
    responses: { 200: brandResponseSchema, ...errors },
  },
  deleteLogo: {
    method: 'DELETE',
    path: '/api/organization/brand/logo',
    access: { action: 'settings.manage' },
    responses: { 200: brandResponseSchema, ...errors },
  },
  /**
   * Public: candidate pages and e-mails show it (PNG/JPEG/WebP bytes). `v` changes with every
   * upload so the long cache never goes stale.
   */
  publicLogo: {
    method: 'GET',
    path: '/api/public/brands/:organizationId/logo',
    access: 'public',
    params: z.object({ organizationId: z.string().max(100) }),
    query: z.object({ v: z.string().max(200).optional() }),
    response: 'file',
    // The success only: registerEndpoint leaves a file's bytes out of the schema, and an operation
    // with errors but no 2xx fails the OpenAPI lint; the document adds its default 4XX.
    responses: { 200: z.string() },
  },
});
