import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '../audit.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The audit log viewer. `signedIn`, not `audit.read`: the use case decides by the `scope` asked
 * for, the organization's entries for `audit.read` (owners and admins), every admin action for the
 * install's administrators whatever their role (auditConditions in modules/audit).
 */
export const auditEndpoints = defineEndpoints('audit', {
  list: {
    method: 'GET',
    path: '/api/audit-log',
    access: 'signedIn',
    query: auditQuerySchema,
    responses: { 200: auditPageSchema, ...errors },
  },
  /** The same filters as CSV text (downloaded by plain navigation). */
  csv: {
    method: 'GET',
    path: '/api/audit-log.csv',
    access: 'signedIn',
    query: auditQuerySchema,
    response: 'file',
    responses: { 200: z.string() },
  },
});
