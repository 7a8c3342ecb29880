import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as endpoints } from '../../../core/api/endpoints/accounts.ts';
import { describeSpeechSetup } from '../../../core/speech-setup.ts';
import type { AppDeps } from '../../deps.ts';
import { billingEnabledIn } from '../../env.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getMe } from './get-me.ts';

/** The install's public settings and the signed-in employer, as declared in src/core/api/endpoints/accounts.ts. */
export const accountRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const billingEnabled = billingEnabledIn(deps.env);

    registerEndpoint(app, deps, endpoints.config, async () => ({
      supportEmail: deps.env.SUPPORT_EMAIL,
      billingEnabled,
      aiProvider: deps.env.AI_API_KEY ? ('openai-compatible' as const) : ('builtin' as const),
      speech: describeSpeechSetup(await deps.ai.speechStatus()),
    }));

    registerEndpoint(app, deps, endpoints.me, async ({ actor }) => getMe(deps, actor, billingEnabled));
  };
