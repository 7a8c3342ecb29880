import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  dashboardResponseSchema,
  postingInputSchema,
  postingListSchema,
  postingViewSchema,
  setActiveSchema,
} from '../../../core/api/postings.ts';
import { postingCan } from '../../access/can.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import type { HeaderSource } from '../../http/origins.ts';
import { createPosting } from './create-posting.ts';
import { deletePosting } from './delete-posting.ts';
import { getDashboard } from './get-dashboard.ts';
import { getPosting } from './get-posting.ts';
import { listPostings } from './list-postings.ts';
import { presentDashboard, presentPostingView } from './presenters.ts';
import { setPostingActive } from './set-posting-active.ts';
import { updatePosting } from './update-posting.ts';
import { firstValidationMessage, idParams } from '../../http/route-schemas.ts';
import { billingEnabledIn } from '../../env.ts';

/** The contract's own message ('Job title is required'), as the forms show it, without a field prefix. */
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const withBodyErrors = { 400: errorResponseSchema, ...errors };

/** Interview processes (job postings) and the dashboard. Every route is scoped to the actor's organization and role. */
export const postingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const publicUrl = (request: { headers: HeaderSource }) => deps.origins.baseUrlFor(request.headers);
    const billingEnabled = billingEnabledIn(deps.env);

    app.get(
      '/api/dashboard',
      {
        schema: { tags: ['postings'], response: { 200: dashboardResponseSchema, 401: errorResponseSchema } },
        // Up to thousands of rows: re-validating the typed presenter's output with zod costs more
        // than the query. The schema still documents the route, and the tests parse against it.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return presentDashboard(await getDashboard(db, actor), publicUrl(request), postingCan(actor));
      },
    );

    app.get(
      '/api/postings',
      { schema: { tags: ['postings'], response: { 200: postingListSchema, 401: errorResponseSchema } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        const rows = await listPostings(db, actor);
        const can = postingCan(actor);
        return rows.map((row) => presentPostingView(row, publicUrl(request), can));
      },
    );

    app.get(
      '/api/postings/:id',
      { schema: { tags: ['postings'], params: idParams, response: { 200: postingViewSchema, ...errors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return presentPostingView(
          await getPosting(db, actor, request.params.id),
          publicUrl(request),
          postingCan(actor),
        );
      },
    );

    app.post(
      '/api/postings',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['postings'],
          body: postingInputSchema,
          response: {
            201: postingViewSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const row = await createPosting(db, actor, request.body, { billingEnabled });
        return reply.status(201).send(presentPostingView(row, publicUrl(request), postingCan(actor)));
      },
    );

    app.put(
      '/api/postings/:id',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['postings'],
          params: idParams,
          body: postingInputSchema,
          response: { 200: postingViewSchema, ...withBodyErrors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        const row = await updatePosting(db, actor, request.params.id, request.body);
        return presentPostingView(row, publicUrl(request), postingCan(actor));
      },
    );

    app.patch(
      '/api/postings/:id/active',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['postings'],
          params: idParams,
          body: setActiveSchema,
          response: { 200: postingViewSchema, ...withBodyErrors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        const row = await setPostingActive(db, actor, request.params.id, request.body.isActive);
        return presentPostingView(row, publicUrl(request), postingCan(actor));
      },
    );

    app.delete(
      '/api/postings/:id',
      { schema: { tags: ['postings'], params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        await deletePosting({ db, blobs: deps.blobs, queue: deps.queue, log: request.log }, actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
