import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { NOTICE_PATH, noticeInputSchema, noticeResponseSchema } from '../../../core/api/notices.ts';
import { requireActor } from '../../auth/guard.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import type { AppDeps } from '../../deps.ts';
import { employerOfAccount } from '../employers/employer-key.ts';
import { getNotice } from './get-notice.ts';
import { saveNotice } from './save-notice.ts';
import { billingEnabledIn } from '../../env.ts';

/** The employer's candidate notice: read, and save a new version. */
export const noticeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const billingEnabled = billingEnabledIn(deps.env);

    app.get(
      NOTICE_PATH,
      { schema: { tags: ['notice'], response: { 200: noticeResponseSchema, 401: errorResponseSchema } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return getNotice(db, employerOfAccount(actor), billingEnabled);
      },
    );

    app.put(
      NOTICE_PATH,
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['notice'],
          body: noticeInputSchema,
          response: { 200: noticeResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        requireAllowed(actor, 'settings.manage');
        return saveNotice(db, employerOfAccount(actor), actor.userId, billingEnabled, request.body);
      },
    );
  };
