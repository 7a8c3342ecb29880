import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  bulkActionSchema,
  bulkResultSchema,
  candidatesQuerySchema,
  candidatesResponseSchema,
  decisionMailResultSchema,
  decisionResultSchema,
  interviewViewSchema,
  searchQuerySchema,
  searchResponseSchema,
  setArchivedSchema,
  setStatusSchema,
} from '../../../core/api/review.ts';
import { decisionMailWithSchedulingSchema } from '../../../core/api/second-round.ts';
import { interviewCan } from '../../access/can.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { applyBulkAction } from './apply-bulk-action.ts';
import { getInterview } from './get-interview.ts';
import { recordInterviewView } from './record-interview-view.ts';
import { listCandidates } from './list-candidates.ts';
import { retryFeedback } from './retry-feedback.ts';
import { searchInterviews } from './search-interviews.ts';
import { sendDecisionMail } from './send-decision-mail.ts';
import { setInterviewArchived } from './set-interview-archived.ts';
import { setInterviewStatus } from './set-interview-status.ts';
import { employerErrors, firstValidationMessage, idParams } from '../../http/route-schemas.ts';

/** Reviewing candidates (docs/decisions/0005-review.md). Every route is scoped to the signed-in employer's postings. */
export const reviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const ttlSeconds = deps.env.SIGNED_URL_TTL_SECONDS;

    app.get(
      '/api/postings/:id/candidates',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['review'],
          params: idParams,
          querystring: candidatesQuerySchema,
          response: { 200: candidatesResponseSchema, ...employerErrors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return listCandidates(db, actor, request.params.id, request.query);
      },
    );

    app.get(
      '/api/interviews',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['review'],
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, ...employerErrors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return searchInterviews(db, actor, request.query);
      },
    );

    app.get(
      '/api/interviews/:id',
      { schema: { tags: ['review'], params: idParams, response: { 200: interviewViewSchema, ...employerErrors } } },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        // The body carries signed links: never cache it beyond this response.
        reply.header('cache-control', 'no-store');
        const details = await getInterview({ db, blobs: deps.blobs, ttlSeconds }, actor, request.params.id);
        await recordInterviewView(db, actor, details);
        return { ...details, can: interviewCan(actor) };
      },
    );

    app.patch(
      '/api/interviews/:id/status',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['review'],
          params: idParams,
          body: setStatusSchema,
          response: { 200: decisionResultSchema, ...employerErrors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return setInterviewStatus(deps, actor, request.params.id, request.body);
      },
    );

    app.patch(
      '/api/interviews/:id/archived',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['review'],
          params: idParams,
          body: setArchivedSchema,
          response: { 200: decisionResultSchema, ...employerErrors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return setInterviewArchived(db, actor, request.params.id, request.body.archived);
      },
    );

    app.post(
      '/api/interviews/:id/feedback/retry',
      {
        schema: {
          tags: ['review'],
          params: idParams,
          response: { 202: decisionResultSchema, 409: errorResponseSchema, ...employerErrors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        return reply.status(202).send(await retryFeedback(deps, actor, request.params.id));
      },
    );

    app.post(
      '/api/interviews/bulk',
      {
        schemaErrorFormatter: firstValidationMessage,
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['review'],
          body: bulkActionSchema,
          response: { 200: bulkResultSchema, 429: errorResponseSchema, ...employerErrors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return applyBulkAction(deps, actor, request.body, deps.origins.baseUrlFor(request.headers));
      },
    );

    app.post(
      '/api/interviews/:id/decision-mail',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['review'],
          params: idParams,
          body: decisionMailWithSchedulingSchema,
          response: {
            202: decisionMailResultSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
            ...employerErrors,
          },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const baseUrl = deps.origins.baseUrlFor(request.headers);
        const { to, sentAt } = await sendDecisionMail(deps, actor, request.params.id, request.body, baseUrl);
        return reply.status(202).send({ queued: true as const, to, sentAt: sentAt.toISOString() });
      },
    );
  };
