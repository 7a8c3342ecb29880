import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { setAdminByEmail } from '../admin/set-admin.ts';
import { assertLocalOperator } from './ops-guard.ts';

export const OPS_PREFIX = '/api/ops';

const adminBody = z.object({ email: z.string().trim().min(1).max(320), grant: z.boolean() });

/**
 * How the CLIs act on an embedded database the running server owns (one writer per
 * directory): loopback only, with the token from the lock file. Registered only on PGlite.
 */
export const opsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const embedded = deps.database.embedded;
    if (!embedded) return;
    const token = embedded.lock.info.token;

    app.post(`${OPS_PREFIX}/admin`, { schema: { hide: true, body: adminBody } }, async (request) => {
      assertLocalOperator(request, token);
      return setAdminByEmail(deps.database.db, request.body.email, request.body.grant, 'cli');
    });
  };
