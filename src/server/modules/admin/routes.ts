import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as endpoints } from '../../../core/api/endpoints/admin.ts';
import { requireUser } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../access/install-admin.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findUsersByEmail } from './find-users-by-email.ts';
import { setFreeMembership } from './set-free-membership.ts';

/**
 * Admin-only endpoints (src/core/api/endpoints/admin.ts). The settings page hides them from
 * non-admins; the server refuses them (403).
 */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // Admin rights are checked before the input is validated: a non-admin learns nothing of the contract.
    const adminOnly = {
      preValidation: async (request: Parameters<typeof requireUser>[1]) => {
        const actor = await requireUser(deps.auth, request);
        await requireAdmin(db, actor.id);
      },
    };

    registerEndpoint(
      app,
      deps,
      endpoints.users,
      async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        return findUsersByEmail(deps, query.email);
      },
      adminOnly,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.freeMembership,
      async ({ actor, body }) => setFreeMembership(deps, actor.userId, body.userId, body.isFree),
      adminOnly,
    );
  };
