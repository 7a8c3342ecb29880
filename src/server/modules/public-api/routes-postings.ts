import { pageQuerySchema, v1PostingPageSchema, v1RoutePatterns } from '../../../core/api/api-keys.ts';
import { inviteOneSchema, inviteResultSchema } from '../../../core/api/invitations.ts';
import { postingInputSchema, postingSchema } from '../../../core/api/postings.ts';
import type { AppDeps } from '../../deps.ts';
import { idParams } from '../../http/route-schemas.ts';
import { inviteCandidates } from '../invitations/invite-candidates.ts';
import { createPosting } from '../postings/create-posting.ts';
import { getPosting } from '../postings/get-posting.ts';
import { presentPosting } from '../postings/presenters.ts';
import { updatePosting } from '../postings/update-posting.ts';
import { apiActorOf } from './authenticate-api-key.ts';
import { idempotent } from './idempotency.ts';
import { listPostingsPage } from './list-postings-page.ts';
import { bodyErrors, errors, pageErrors, security, tags, type V1App } from './route-options.ts';
import { billingEnabledIn } from '../../env.ts';

/** Postings (list, read, create, update) and invitations to one. */
export function postingApiRoutes(app: V1App, deps: AppDeps): void {
  const { db } = deps.database;
  const publicUrl = deps.origins.baseUrlFor.bind(deps.origins);
  const billingEnabled = billingEnabledIn(deps.env);

  app.get(
    v1RoutePatterns.postings,
    { schema: { tags, security, querystring: pageQuerySchema, response: { 200: v1PostingPageSchema, ...pageErrors } } },
    async (request) => {
      const actor = apiActorOf(request);
      const page = await listPostingsPage(db, actor, request.query);
      const base = publicUrl(request.headers);
      return { data: page.rows.map((row) => presentPosting(row, base)), nextCursor: page.nextCursor };
    },
  );

  app.get(
    v1RoutePatterns.posting,
    { schema: { tags, security, params: idParams, response: { 200: postingSchema, ...errors } } },
    async (request) => {
      const actor = apiActorOf(request);
      return presentPosting(await getPosting(db, actor, request.params.id), publicUrl(request.headers));
    },
  );

  app.post(
    v1RoutePatterns.postings,
    { schema: { tags, security, body: postingInputSchema, response: { 201: postingSchema, ...bodyErrors } } },
    async (request, reply) => {
      const actor = apiActorOf(request);
      await idempotent(db, actor.keyId, request, reply, async () => {
        const row = await createPosting(db, actor, request.body, { billingEnabled });
        return { status: 201, body: presentPosting(row, publicUrl(request.headers)) };
      });
      return reply;
    },
  );

  // The whole posting, as the web app's PUT /api/postings/:id takes it.
  app.put(
    v1RoutePatterns.posting,
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: postingInputSchema,
        response: { 200: postingSchema, ...bodyErrors },
      },
    },
    async (request) => {
      const actor = apiActorOf(request);
      const row = await updatePosting(db, actor, request.params.id, request.body);
      return presentPosting(row, publicUrl(request.headers));
    },
  );

  app.post(
    v1RoutePatterns.invitations,
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: inviteOneSchema,
        response: { 201: inviteResultSchema, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const actor = apiActorOf(request);
      await idempotent(db, actor.keyId, request, reply, async () => {
        const candidate = { fullName: request.body.fullName, email: request.body.email.toLowerCase(), row: 1 };
        const body = await inviteCandidates(deps, actor, request.params.id, [candidate], publicUrl(request.headers));
        return { status: 201, body };
      });
      return reply;
    },
  );
}
