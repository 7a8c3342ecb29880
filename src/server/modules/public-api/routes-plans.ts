import { v1RoutePatterns } from '../../../core/api/api-keys.ts';
import { PLAN_BODY_LIMIT_BYTES, planInputSchema, planResponseSchema } from '../../../core/api/plans.ts';
import type { AppDeps } from '../../deps.ts';
import { idParams } from '../../http/route-schemas.ts';
import { getPlan } from '../plans/get-plan.ts';
import { presentPlan } from '../plans/presenters.ts';
import { publishPlan } from '../plans/publish-plan.ts';
import { publishSavedDraft } from '../plans/publish-saved-draft.ts';
import { savePlanDraft } from '../plans/save-plan-draft.ts';
import { apiActorOf, type ApiActor } from './authenticate-api-key.ts';
import { idempotent } from './idempotency.ts';
import { bodyErrors, errors, security, tags, type V1App } from './route-options.ts';

const PUBLISH_DESCRIPTION =
  'Without a body, publishes the current draft, the one GET …/plan returns (409 when there is none). With a whole plan, saves it as the draft and publishes it, as the web app does.';

/**
 * A posting's interview plan: read the draft and the published version, save the draft, publish.
 * Every answer is the plan as the web app's plan page gets it (GET /api/postings/:id/plan).
 */
export function planApiRoutes(app: V1App, deps: AppDeps): void {
  const { db } = deps.database;
  const view = async (actor: ApiActor, postingId: string) => presentPlan(await getPlan(deps, actor, postingId));

  app.get(
    v1RoutePatterns.plan,
    { schema: { tags, security, params: idParams, response: { 200: planResponseSchema, ...errors } } },
    async (request) => {
      const actor = apiActorOf(request);
      return view(actor, request.params.id);
    },
  );

  // Saves the whole plan as the draft; interviews keep the published version until it is published.
  app.put(
    v1RoutePatterns.plan,
    {
      bodyLimit: PLAN_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        params: idParams,
        body: planInputSchema,
        response: { 200: planResponseSchema, ...bodyErrors },
      },
    },
    async (request) => {
      const actor = apiActorOf(request);
      await savePlanDraft(db, actor, request.params.id, request.body);
      return view(actor, request.params.id);
    },
  );

  app.post(
    v1RoutePatterns.planPublish,
    {
      bodyLimit: PLAN_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        // OpenAPI marks every body required; the description says this one is not.
        description: PUBLISH_DESCRIPTION,
        params: idParams,
        body: planInputSchema.nullish(),
        response: { 200: planResponseSchema, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const actor = apiActorOf(request);
      const { id } = request.params;
      await idempotent(db, actor.keyId, request, reply, async () => {
        if (request.body == null) await publishSavedDraft(db, actor, id);
        else await publishPlan(db, actor, id, request.body);
        return { status: 200, body: await view(actor, id) };
      });
      return reply;
    },
  );
}
