import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  secondRoundOfferEndpoints as offer,
  secondRoundEndpoints as endpoints,
} from '../../../core/api/endpoints/second-round.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getPublicOffer } from './get-public-offer.ts';
import { getSecondRound } from './get-second-round.ts';
import { pickSlot } from './pick-slot.ts';
import { cancelSlot, rescheduleSlot } from './change-slot.ts';

/** Second-round scheduling, as declared in src/core/api/endpoints/second-round.ts. */
export const secondRoundRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const limit = async (ip: string) => {
      await enforcePublicLimit(
        db,
        deps.env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
        `second-round:ip:${ip}`,
        deps.env.RATE_LIMIT_INTAKE_PER_IP * 3,
      );
    };

    registerEndpoint(app, deps, endpoints.secondRound, async ({ actor, params }) =>
      getSecondRound(deps, actor, params.id),
    );

    registerEndpoint(app, deps, offer.secondRoundOffer, async ({ request, reply, params }) => {
      await limit(request.ip);
      reply.header('cache-control', 'no-store');
      return getPublicOffer(deps, params.token);
    });

    registerEndpoint(app, deps, offer.secondRoundPick, async ({ request, params, body }) => {
      await limit(request.ip);
      return pickSlot(deps, params.token, body.slot);
    });

    registerEndpoint(app, deps, offer.secondRoundReschedule, async ({ request, params, body }) => {
      await limit(request.ip);
      return rescheduleSlot(deps, params.token, body.slot);
    });

    registerEndpoint(app, deps, offer.secondRoundCancel, async ({ request, params }) => {
      await limit(request.ip);
      return cancelSlot(deps, params.token);
    });
  };
