import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  DATA_TOKEN_HEADER,
  deleteYourDataResponseSchema,
  deleteYourDataSchema,
  YOUR_DATA_ARCHIVE_PATH,
  YOUR_DATA_PATH,
  yourDataMessages,
  yourDataSchema,
} from '../../../core/api/your-data.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { findByDataToken } from './data-link.ts';
import { deleteYourData } from './delete-your-data.ts';
import { downloadYourData } from './download-your-data.ts';
import { getYourData } from './get-your-data.ts';
import { billingEnabledIn } from '../../env.ts';

const errors = { 404: errorResponseSchema, 429: errorResponseSchema };

/**
 * The candidate's "your data" page, without an account: every call carries the private token
 * from the e-mailed link in a header. Rate-limited per address (so tokens cannot be guessed at
 * speed), small bodies only; a wrong token answers like a deleted one.
 */
export const yourDataRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { env } = deps;
    const db = deps.database.db;
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

    app.get(
      YOUR_DATA_PATH,
      { schema: { tags: ['your-data'], response: { 200: yourDataSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getYourData(db, await holderOf(request), billingEnabled);
      },
    );

    app.get(YOUR_DATA_ARCHIVE_PATH, { schema: { tags: ['your-data'] } }, async (request, reply) => {
      const holder = await holderOf(request);
      const archive = await downloadYourData(deps, holder);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="your-data.zip"')
        .send(archive);
    });

    app.delete(
      YOUR_DATA_PATH,
      {
        bodyLimit: 1024,
        schema: {
          tags: ['your-data'],
          body: deleteYourDataSchema,
          response: { 200: deleteYourDataResponseSchema, 400: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        await deleteYourData(deps, await holderOf(request));
        return { deleted: true as const, message: yourDataMessages.deleted };
      },
    );
  };
