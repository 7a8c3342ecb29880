import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { yourDataEndpoints as endpoints } from '../../../core/api/endpoints/your-data.ts';
import { DATA_TOKEN_HEADER, yourDataMessages } from '../../../core/api/your-data.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findByDataToken } from './data-link.ts';
import { deleteYourData } from './delete-your-data.ts';
import { downloadYourData } from './download-your-data.ts';
import { getYourData } from './get-your-data.ts';
import { billingEnabledIn } from '../../env.ts';

/**
 * The candidate's "your data" page, without an account: every call carries the private token
 * from the e-mailed link in a header. Rate-limited per address (so tokens cannot be guessed at
 * speed), small bodies only; a wrong token answers like a deleted one. Declared in
 * src/core/api/endpoints/your-data.ts.
 */
export const yourDataRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { env } = deps;
    const db = deps.db;
    const billingEnabled = billingEnabledIn(env);
    const holderOf = async (request: { ip: string; headers: Record<string, unknown> }) => {
      await enforcePublicLimit(
        db,
        env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
        `your-data:ip:${request.ip}`,
        env.RATE_LIMIT_YOUR_DATA_PER_IP,
      );
      const token = request.headers[DATA_TOKEN_HEADER];
      return findByDataToken(db, typeof token === 'string' ? token : undefined);
    };

    registerEndpoint(app, deps, endpoints.view, async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return getYourData(deps, await holderOf(request), billingEnabled);
    });

    registerEndpoint(app, deps, endpoints.archive, async ({ request, reply }) => {
      const holder = await holderOf(request);
      const archive = await downloadYourData(deps, holder);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="your-data.zip"')
        .send(archive);
    });

    registerEndpoint(
      app,
      deps,
      endpoints.delete,
      async ({ request }) => {
        await deleteYourData(deps, await holderOf(request));
        return { deleted: true as const, message: yourDataMessages.deleted };
      },
      { bodyLimit: 1024 },
    );
  };
