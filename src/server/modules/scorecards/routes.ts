import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  comparisonResponseSchema,
  ratingOverrideInputSchema,
  scorecardResponseSchema,
  scorecardRoutes,
} from '../../../core/api/scorecards.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { compareCandidates } from './compare-candidates.ts';
import { getScorecard } from './get-scorecard.ts';
import { overrideRating } from './override-rating.ts';
import { firstValidationMessage, idParams } from '../../http/route-schemas.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Scorecards: every route is scoped to the signed-in employer's postings through src/server/access (posting and interview scope). */
export const scorecardRoutesPlugin =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      scorecardRoutes.scorecard,
      { schema: { tags: ['review'], params: idParams, response: { 200: scorecardResponseSchema, ...errors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return getScorecard(db, actor, request.params.id);
      },
    );

    app.post(
      scorecardRoutes.overrides,
      {
        schemaErrorFormatter: firstValidationMessage,
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['review'],
          params: idParams,
          body: ratingOverrideInputSchema,
          response: { 201: scorecardResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        return reply.status(201).send(await overrideRating(db, actor, request.params.id, request.body));
      },
    );

    app.get(
      scorecardRoutes.comparison,
      { schema: { tags: ['review'], params: idParams, response: { 200: comparisonResponseSchema, ...errors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return compareCandidates(db, actor, request.params.id);
      },
    );
  };
