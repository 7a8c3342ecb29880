import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postingEndpoints as endpoints } from '../../../core/api/endpoints/postings.ts';
import { postingCan } from '../../access/can.ts';
import type { AppDeps } from '../../deps.ts';
import { billingEnabledIn } from '../../env.ts';
import type { HeaderSource } from '../../http/origins.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';
import { createPosting } from './create-posting.ts';
import { deletePosting } from './delete-posting.ts';
import { getDashboard } from './get-dashboard.ts';
import { getPosting } from './get-posting.ts';
import { listPostings } from './list-postings.ts';
import { presentDashboard, presentPostingView } from './presenters.ts';
import { setPostingActive } from './set-posting-active.ts';
import { updatePosting } from './update-posting.ts';

/** Interview processes (job postings) and the dashboard, as declared in src/core/api/endpoints/postings.ts. */
export const postingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const publicUrl = (request: { headers: HeaderSource }) => deps.origins.baseUrlFor(request.headers);
    const billingEnabled = billingEnabledIn(deps.env);
    /** The contract's own message ('Job title is required'), as the forms show it, without a field prefix. */
    const formErrors = { schemaErrorFormatter: firstValidationMessage };

    registerEndpoint(
      app,
      deps,
      endpoints.dashboard,
      async ({ actor, request }) =>
        presentDashboard(await getDashboard(deps, actor), publicUrl(request), postingCan(actor)),
      // Up to thousands of rows: re-validating the typed presenter's output with zod costs more
      // than the query. The schema still documents the route, and the tests parse against it.
      { serializerCompiler: () => (data) => JSON.stringify(data) },
    );

    registerEndpoint(app, deps, endpoints.list, async ({ actor, request }) => {
      const can = postingCan(actor);
      return (await listPostings(deps, actor)).map((row) => presentPostingView(row, publicUrl(request), can));
    });

    registerEndpoint(app, deps, endpoints.get, async ({ actor, request, params }) =>
      presentPostingView(await getPosting(deps, actor, params.id), publicUrl(request), postingCan(actor)),
    );

    registerEndpoint(
      app,
      deps,
      endpoints.create,
      async ({ actor, request, body }) =>
        presentPostingView(
          await createPosting(deps, actor, body, { billingEnabled }),
          publicUrl(request),
          postingCan(actor),
        ),
      formErrors,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.update,
      async ({ actor, request, params, body }) =>
        presentPostingView(await updatePosting(deps, actor, params.id, body), publicUrl(request), postingCan(actor)),
      formErrors,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.setActive,
      async ({ actor, request, params, body }) =>
        presentPostingView(
          await setPostingActive(deps, actor, params.id, body.isActive),
          publicUrl(request),
          postingCan(actor),
        ),
      formErrors,
    );

    registerEndpoint(app, deps, endpoints.delete, async ({ actor, request, params }) => {
      await deletePosting({ db, blobs: deps.blobs, queue: deps.queue, log: request.log }, actor, params.id);
      return null;
    });
  };
