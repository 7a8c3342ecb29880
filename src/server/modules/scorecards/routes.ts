import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scorecardEndpoints as endpoints } from '../../../core/api/endpoints/scorecards.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';
import { compareCandidates } from './compare-candidates.ts';
import { getScorecard } from './get-scorecard.ts';
import { overrideRating } from './override-rating.ts';

/** Scorecards, as declared in src/core/api/endpoints/scorecards.ts (scoped through src/server/access). */
export const scorecardRoutesPlugin =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, deps, endpoints.scorecard, async ({ actor, params }) => getScorecard(deps, actor, params.id));

    registerEndpoint(
      app,
      deps,
      endpoints.overrideRating,
      async ({ actor, params, body }) => overrideRating(deps, actor, params.id, body),
      { schemaErrorFormatter: firstValidationMessage, bodyLimit: 16 * 1024 },
    );

    registerEndpoint(app, deps, endpoints.comparison, async ({ actor, params }) =>
      compareCandidates(deps, actor, params.id),
    );
  };
