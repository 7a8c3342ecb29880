import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeEndpoints as endpoints } from '../../../core/api/endpoints/notices.ts';
import type { AppDeps } from '../../deps.ts';
import { billingEnabledIn } from '../../env.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { employerOfAccount } from '../employers/employer-key.ts';
import { getNotice } from './get-notice.ts';
import { saveNotice } from './save-notice.ts';

/** The employer's candidate notice: read, and save a new version (src/core/api/endpoints/notices.ts). */
export const noticeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const billingEnabled = billingEnabledIn(deps.env);

    registerEndpoint(app, deps, endpoints.get, async ({ actor }) =>
      getNotice(deps, employerOfAccount(actor), billingEnabled),
    );

    registerEndpoint(
      app,
      deps,
      endpoints.save,
      async ({ actor, body }) => saveNotice(deps, employerOfAccount(actor), actor.userId, billingEnabled, body),
      { bodyLimit: 64 * 1024 },
    );
  };
