import {
  adminUserLookupQuerySchema,
  adminUsersResponseSchema,
  freeMembershipRequestSchema,
  freeMembershipResponseSchema,
} from '../billing.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';

/**
 * The install's administrators (not an organization role): `signedIn` here, the admin check runs
 * as the route's preValidation hook, before the input is validated (modules/admin).
 */
export const adminEndpoints = defineEndpoints('admin', {
  users: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'signedIn',
    query: adminUserLookupQuerySchema,
    responses: {
      200: adminUsersResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
    },
  },
  freeMembership: {
    method: 'POST',
    path: '/api/admin/free-membership',
    access: 'signedIn',
    body: freeMembershipRequestSchema,
    responses: {
      200: freeMembershipResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  },
});
