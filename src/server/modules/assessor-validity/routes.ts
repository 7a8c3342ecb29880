import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessorValidityEndpoints as endpoints } from '../../../core/api/endpoints/assessor-validity.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { readValidityStatement } from './validity-statement.ts';

/** "About the AI assessment": the committed validity statement, for members who may read interviews (src/core/access.ts). */
export const assessorValidityRoutesPlugin =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, deps, endpoints.assessorValidity, async () => ({
      statement: readValidityStatement(),
      configured: deps.ai.assessor.kind,
    }));
  };
