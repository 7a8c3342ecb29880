import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema, meResponseSchema, publicConfigSchema } from '../me.ts';

/** The signed-in employer and the install's public settings. */
export const accountEndpoints = defineEndpoints('accounts', {
  config: {
    method: 'GET',
    path: '/api/config',
    access: 'public',
    responses: { 200: publicConfigSchema },
  },
  me: {
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
    responses: { 200: meResponseSchema, 401: errorResponseSchema },
  },
});
