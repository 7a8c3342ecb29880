import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../../core/access.ts';
import { planEndpoints as endpoints } from '../../../core/api/endpoints/plans.ts';
import { PLAN_BODY_LIMIT_BYTES } from '../../../core/api/plans.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { draftPlanFromDescription } from './draft-plan-from-description.ts';
import { getPlan } from './get-plan.ts';
import { presentPlan } from './presenters.ts';
import { publishDefaultInterview } from './publish-default-interview.ts';
import { publishPlan } from './publish-plan.ts';
import { savePlanDraft } from './save-plan-draft.ts';

/** A posting's interview plan, as declared in src/core/api/endpoints/plans.ts. */
export const planRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Saving a draft and publishing read a whole plan. */
    const planBody = { bodyLimit: PLAN_BODY_LIMIT_BYTES };
    const view = async (actor: Actor, postingId: string) => presentPlan(await getPlan(deps, actor, postingId));

    registerEndpoint(app, deps, endpoints.get, async ({ actor, params }) => view(actor, params.id));

    registerEndpoint(
      app,
      deps,
      endpoints.saveDraft,
      async ({ actor, params, body }) => {
        await savePlanDraft(deps, actor, params.id, body);
        return view(actor, params.id);
      },
      planBody,
    );

    registerEndpoint(app, deps, endpoints.draftFromDescription, async ({ actor, params }) => ({
      draft: await draftPlanFromDescription(deps, actor, params.id),
    }));

    registerEndpoint(
      app,
      deps,
      endpoints.publish,
      async ({ actor, params, body }) => {
        await publishPlan(deps, actor, params.id, body);
        return view(actor, params.id);
      },
      planBody,
    );

    registerEndpoint(app, deps, endpoints.publishDefault, async ({ actor, params }) => {
      await publishDefaultInterview(deps, actor, params.id);
      return view(actor, params.id);
    });
  };
