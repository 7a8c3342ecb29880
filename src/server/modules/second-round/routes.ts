import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  pickSlotSchema,
  publicOfferSchema,
  SECOND_ROUND_TOKEN_MAX,
  secondRoundRoutePatterns,
  secondRoundViewSchema,
} from '../../../core/api/second-round.ts';
import { slotSchema } from '../../../core/second-round.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { getPublicOffer } from './get-public-offer.ts';
import { getSecondRound } from './get-second-round.ts';
import { pickSlot } from './pick-slot.ts';
import { cancelSlot, rescheduleSlot } from './change-slot.ts';
import { idParams } from '../../http/route-schemas.ts';

const tokenParams = z.object({ token: z.string().min(1).max(SECOND_ROUND_TOKEN_MAX) });
const publicErrors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** What picking or changing a slot answers: the slot now chosen. */
const chosenSlotResponseSchema = z.object({ chosenSlot: z.number().int(), slot: slotSchema });

/** Second-round scheduling: the employer's view of an offer, the candidate's page and pick. */
export const secondRoundRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const limit = async (ip: string) => {
      await enforcePublicLimit(
        db,
        deps.env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
        `second-round:ip:${ip}`,
        deps.env.RATE_LIMIT_INTAKE_PER_IP * 3,
      );
    };

    app.get(
      secondRoundRoutePatterns.employer,
      {
        schema: {
          tags: ['review'],
          params: idParams,
          response: { 200: secondRoundViewSchema, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return getSecondRound(db, actor, request.params.id);
      },
    );

    app.get(
      secondRoundRoutePatterns.offer,
      { schema: { tags: ['candidate'], params: tokenParams, response: { 200: publicOfferSchema, ...publicErrors } } },
      async (request, reply) => {
        await limit(request.ip);
        reply.header('cache-control', 'no-store');
        return getPublicOffer(db, request.params.token);
      },
    );

    app.post(
      secondRoundRoutePatterns.pick,
      {
        schema: {
          tags: ['candidate'],
          params: tokenParams,
          body: pickSlotSchema,
          response: {
            200: chosenSlotResponseSchema,
            409: errorResponseSchema,
            ...publicErrors,
          },
        },
      },
      async (request) => {
        await limit(request.ip);
        return pickSlot(deps, request.params.token, request.body.slot);
      },
    );

    app.post(
      secondRoundRoutePatterns.reschedule,
      {
        schema: {
          tags: ['candidate'],
          params: tokenParams,
          body: pickSlotSchema,
          response: {
            200: chosenSlotResponseSchema,
            409: errorResponseSchema,
            ...publicErrors,
          },
        },
      },
      async (request) => {
        await limit(request.ip);
        return rescheduleSlot(deps, request.params.token, request.body.slot);
      },
    );

    app.post(
      secondRoundRoutePatterns.cancel,
      {
        schema: {
          tags: ['candidate'],
          params: tokenParams,
          response: { 200: z.object({ cancelled: z.literal(true) }), 409: errorResponseSchema, ...publicErrors },
        },
      },
      async (request) => {
        await limit(request.ip);
        return cancelSlot(deps, request.params.token);
      },
    );
  };
