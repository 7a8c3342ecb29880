import { publicApiEndpoints as endpoints } from '../../../core/api/endpoints/public-api.ts';
import { PLAN_BODY_LIMIT_BYTES } from '../../../core/api/plans.ts';
import type { ApiActor } from '../../auth/api-key.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint, type ZodApp } from '../../http/register-endpoint.ts';
import { getPlan } from '../plans/get-plan.ts';
import { presentPlan } from '../plans/presenters.ts';
import { publishPlan } from '../plans/publish-plan.ts';
import { publishSavedDraft } from '../plans/publish-saved-draft.ts';
import { savePlanDraft } from '../plans/save-plan-draft.ts';
import { idempotent } from './idempotency.ts';

/**
 * A posting's interview plan: read the draft and the published version, save the draft, publish.
 * Every answer is the plan as the web app's plan page gets it (GET /api/postings/:id/plan).
 */
export function planApiRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps;
  const view = async (actor: ApiActor, postingId: string) => presentPlan(await getPlan(deps, actor, postingId));

  registerEndpoint(app, deps, endpoints.getPlan, async ({ actor, params }) => view(actor, params.id));

  registerEndpoint(
    app,
    deps,
    endpoints.savePlanDraft,
    async ({ actor, params, body }) => {
      await savePlanDraft(deps, actor, params.id, body);
      return view(actor, params.id);
    },
    { bodyLimit: PLAN_BODY_LIMIT_BYTES },
  );

  registerEndpoint(
    app,
    deps,
    endpoints.publishPlan,
    async ({ actor, params, body, request, reply }) =>
      idempotent(db, actor.keyId, request, reply, 200, async () => {
        if (body == null) await publishSavedDraft(deps, actor, params.id);
        else await publishPlan(deps, actor, params.id, body);
        return view(actor, params.id);
      }),
    { bodyLimit: PLAN_BODY_LIMIT_BYTES },
  );
}
