import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserLookupQuerySchema,
  adminUsersResponseSchema,
  freeMembershipRequestSchema,
  freeMembershipResponseSchema,
} from '../../../core/api/billing.ts';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { requireUser } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { findUsersByEmail } from './find-users-by-email.ts';
import { requireAdmin } from '../../access/install-admin.ts';
import { setFreeMembership } from './set-free-membership.ts';

/** Admin-only endpoints. The settings page hides them from non-admins; the server refuses them (403). */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    // Admin rights are checked before the input is validated: a non-admin learns nothing of the contract.
    const adminOnly = async (request: Parameters<typeof requireUser>[1]) => {
      const actor = await requireUser(deps.auth, request);
      await requireAdmin(db, actor.id);
    };

    app.get(
      '/api/admin/users',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          querystring: adminUserLookupQuerySchema,
          response: {
            200: adminUsersResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return findUsersByEmail(db, request.query.email);
      },
    );

    app.post(
      '/api/admin/free-membership',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          body: freeMembershipRequestSchema,
          response: {
            200: freeMembershipResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const actor = await requireUser(deps.auth, request);
        return setFreeMembership(db, actor.id, request.body.userId, request.body.isFree);
      },
    );
  };
