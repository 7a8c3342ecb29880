import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  PLAN_BODY_LIMIT_BYTES,
  planDraftProposalSchema,
  planInputSchema,
  planResponseSchema,
} from '../../../core/api/plans.ts';
import type { Actor } from '../../../core/access.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { draftPlanFromDescription } from './draft-plan-from-description.ts';
import { getPlan } from './get-plan.ts';
import { presentPlan } from './presenters.ts';
import { publishDefaultInterview } from './publish-default-interview.ts';
import { publishPlan } from './publish-plan.ts';
import { savePlanDraft } from './save-plan-draft.ts';
import { idParams } from '../../http/route-schemas.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const withBodyErrors = { 400: errorResponseSchema, ...errors };

/** A posting's interview plan: draft, published versions. Every route is scoped to the posting's owner. */
export const planRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    /** Saving a draft and publishing take the same body: a whole plan, checked by the core contract. */
    const planBody = {
      bodyLimit: PLAN_BODY_LIMIT_BYTES,
      schema: {
        tags: ['plans'],
        params: idParams,
        body: planInputSchema,
        response: { 200: planResponseSchema, ...withBodyErrors },
      },
    };
    const view = async (actor: Actor, postingId: string) => presentPlan(await getPlan(deps, actor, postingId));

    app.get(
      '/api/postings/:id/plan',
      { schema: { tags: ['plans'], params: idParams, response: { 200: planResponseSchema, ...errors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return view(actor, request.params.id);
      },
    );

    app.put('/api/postings/:id/plan/draft', planBody, async (request) => {
      const actor = await requireActor(deps, request);
      await savePlanDraft(db, actor, request.params.id, request.body);
      return view(actor, request.params.id);
    });

    app.post(
      '/api/postings/:id/plan/draft-from-description',
      {
        schema: {
          tags: ['plans'],
          params: idParams,
          response: {
            200: planDraftProposalSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
            503: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return { draft: await draftPlanFromDescription(deps, actor, request.params.id) };
      },
    );

    app.post('/api/postings/:id/plan/publish', planBody, async (request) => {
      const actor = await requireActor(deps, request);
      await publishPlan(db, actor, request.params.id, request.body);
      return view(actor, request.params.id);
    });

    // Opens a plan-first posting on the default interview, said and published explicitly (docs/decisions/0042).
    app.post(
      '/api/postings/:id/plan/publish-default',
      { schema: { tags: ['plans'], params: idParams, response: { 200: planResponseSchema, ...errors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        await publishDefaultInterview(db, actor, request.params.id);
        return view(actor, request.params.id);
      },
    );
  };
