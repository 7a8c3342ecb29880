import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessorValidityResponseSchema, assessorValidityRoutes } from '../../../core/api/assessor-validity.ts';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { readValidityStatement } from './validity-statement.ts';

/** "About the AI assessment": the committed validity statement, for members who may read interviews (src/core/access.ts). */
export const assessorValidityRoutesPlugin =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      assessorValidityRoutes.statement,
      { schema: { tags: ['review'], response: { 200: assessorValidityResponseSchema, 401: errorResponseSchema } } },
      async (request) => {
        requireAllowed(await requireActor(deps, request), 'interview.read');
        return { statement: readValidityStatement(), configured: deps.ai.assessor.kind };
      },
    );
  };
