import { publicApiEndpoints as endpoints } from '../../../core/api/endpoints/public-api.ts';
import type { AppDeps } from '../../deps.ts';
import { billingEnabledIn } from '../../env.ts';
import { registerEndpoint, type ZodApp } from '../../http/register-endpoint.ts';
import { inviteCandidates } from '../invitations/invite-candidates.ts';
import { createPosting } from '../postings/create-posting.ts';
import { getPosting } from '../postings/get-posting.ts';
import { presentPosting } from '../postings/presenters.ts';
import { updatePosting } from '../postings/update-posting.ts';
import { idempotent } from './idempotency.ts';
import { listPostingsPage } from './list-postings-page.ts';

/** Postings (list, read, create, update) and invitations to one. */
export function postingApiRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps;
  const publicUrl = deps.origins.baseUrlFor.bind(deps.origins);
  const billingEnabled = billingEnabledIn(deps.env);

  registerEndpoint(app, deps, endpoints.listPostings, async ({ actor, query, request }) => {
    const page = await listPostingsPage(deps, actor, query);
    const base = publicUrl(request.headers);
    return { data: page.rows.map((row) => presentPosting(row, base)), nextCursor: page.nextCursor };
  });

  registerEndpoint(app, deps, endpoints.getPosting, async ({ actor, params, request }) =>
    presentPosting(await getPosting(deps, actor, params.id), publicUrl(request.headers)),
  );

  registerEndpoint(app, deps, endpoints.createPosting, async ({ actor, body, request, reply }) =>
    idempotent(db, actor.keyId, request, reply, 201, async () =>
      presentPosting(await createPosting(deps, actor, body, { billingEnabled }), publicUrl(request.headers)),
    ),
  );

  registerEndpoint(app, deps, endpoints.updatePosting, async ({ actor, params, body, request }) =>
    presentPosting(await updatePosting(deps, actor, params.id, body), publicUrl(request.headers)),
  );

  registerEndpoint(app, deps, endpoints.invite, async ({ actor, params, body, request, reply }) =>
    idempotent(db, actor.keyId, request, reply, 201, async () => {
      const candidate = { fullName: body.fullName, email: body.email.toLowerCase(), row: 1 };
      return inviteCandidates(deps, actor, params.id, [candidate], publicUrl(request.headers));
    }),
  );
}
