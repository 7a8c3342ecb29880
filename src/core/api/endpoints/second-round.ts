import { z } from 'zod';
import { slotSchema } from '../../second-round.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorResponseSchema } from '../me.ts';
import { pickSlotSchema, publicOfferSchema, SECOND_ROUND_TOKEN_MAX, secondRoundViewSchema } from '../second-round.ts';
import { idParams } from './common.ts';

const tokenParams = z.object({ token: z.string().min(1).max(SECOND_ROUND_TOKEN_MAX) });
const publicErrors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** What picking or changing a slot answers: the slot now chosen. */
const chosenSlotResponseSchema = z.object({ chosenSlot: z.number().int(), slot: slotSchema });

/** Second-round scheduling, the employer's side: the offer and the candidate's choice. */
export const secondRoundEndpoints = defineEndpoints('review', {
  secondRound: {
    method: 'GET',
    path: '/api/interviews/:id/second-round',
    access: { action: 'interview.read' },
    params: idParams,
    responses: { 200: secondRoundViewSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
});

/** The candidate's scheduling page: public, by the offer's token, rate-limited per IP in the handler. */
export const secondRoundOfferEndpoints = defineEndpoints('candidate', {
  secondRoundOffer: {
    method: 'GET',
    path: '/api/public/second-round/:token',
    access: 'public',
    params: tokenParams,
    responses: { 200: publicOfferSchema, ...publicErrors },
  },
  secondRoundPick: {
    method: 'POST',
    path: '/api/public/second-round/:token/pick',
    access: 'public',
    params: tokenParams,
    body: pickSlotSchema,
    responses: { 200: chosenSlotResponseSchema, 409: errorResponseSchema, ...publicErrors },
  },
  secondRoundReschedule: {
    method: 'POST',
    path: '/api/public/second-round/:token/reschedule',
    access: 'public',
    params: tokenParams,
    body: pickSlotSchema,
    responses: { 200: chosenSlotResponseSchema, 409: errorResponseSchema, ...publicErrors },
  },
  secondRoundCancel: {
    method: 'POST',
    path: '/api/public/second-round/:token/cancel',
    access: 'public',
    params: tokenParams,
    responses: { 200: z.object({ cancelled: z.literal(true) }), 409: errorResponseSchema, ...publicErrors },
  },
});
