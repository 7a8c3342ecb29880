import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema, publicConfigSchema } from '../../../core/api/me.ts';
import { describeSpeechSetup } from '../../../core/speech-setup.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { getMe } from './get-me.ts';
import { billingEnabledIn } from '../../env.ts';

export const accountRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const billingEnabled = billingEnabledIn(deps.env);

    app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
      supportEmail: deps.env.SUPPORT_EMAIL,
      billingEnabled,
      aiProvider: deps.env.AI_API_KEY ? ('openai-compatible' as const) : ('builtin' as const),
      speech: describeSpeechSetup(await deps.ai.speechStatus()),
    }));

    app.get('/api/me', { schema: { response: { 200: meResponseSchema } } }, async (request) => {
      const actor = await requireActor(deps, request);
      return getMe(deps.database.db, actor, billingEnabled);
    });
  };
