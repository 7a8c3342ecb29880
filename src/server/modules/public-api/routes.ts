import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageQuerySchema,
  v1InterviewPageSchema,
  v1PostingPageSchema,
  v1RoutePatterns,
} from '../../../core/api/api-keys.ts';
import { scorecardResponseSchema } from '../../../core/api/scorecards.ts';
import { inviteOneSchema, inviteResultSchema } from '../../../core/api/invitations.ts';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { postingInputSchema, postingSchema } from '../../../core/api/postings.ts';
import { decisionResultSchema, interviewDetailsSchema, setStatusSchema } from '../../../core/api/review.ts';
import type { AppDeps } from '../../deps.ts';
import { createPosting } from '../postings/create-posting.ts';
import { getPosting } from '../postings/get-posting.ts';
import { presentPosting } from '../postings/presenters.ts';
import { inviteCandidates } from '../invitations/invite-candidates.ts';
import { getInterview } from '../review/get-interview.ts';
import { recordInterviewView } from '../review/record-interview-view.ts';
import { setInterviewStatus } from '../review/set-interview-status.ts';
import { apiActorOf, authenticateApiKey, requireScope } from './authenticate-api-key.ts';
import { idempotent } from './idempotency.ts';
import { listPostingInterviews } from './list-posting-interviews.ts';
import { listPostingsPage } from './list-postings-page.ts';
import { getScorecard } from '../scorecards/get-scorecard.ts';
import { idParams } from '../../http/route-schemas.ts';

const security = [{ apiKey: [] }];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
const postErrors = { 400: errorResponseSchema, 409: errorResponseSchema, ...errors };
const tags = ['public-api'];

/**
 * The public REST API (docs/decisions/0026-public-api.md): `Authorization: Bearer <key>`, the
 * key's organization scopes every query and its scopes gate every action. Each route reuses the
 * use case and zod contract the web app uses.
 */
export const publicApiRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const publicUrl = deps.origins.baseUrlFor.bind(deps.origins);
    const billingEnabled = Boolean(deps.env.STRIPE_SECRET_KEY);
    // Authenticates before body validation (this plugin's routes only), so a caller without a
    // valid key learns nothing about a route's contract and always gets 401.
    app.addHook('onRequest', async (request) => {
      request.apiActor = await authenticateApiKey(db, request);
    });

    app.get(
      v1RoutePatterns.postings,
      { schema: { tags, security, querystring: pageQuerySchema, response: { 200: v1PostingPageSchema, ...errors } } },
      async (request) => {
        const actor = apiActorOf(request);
        requireScope(actor, 'posting.read');
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
        requireScope(actor, 'posting.read');
        return presentPosting(await getPosting(db, actor, request.params.id), publicUrl(request.headers));
      },
    );

    app.get(
      v1RoutePatterns.interviews,
      {
        schema: {
          tags,
          security,
          params: idParams,
          querystring: pageQuerySchema,
          response: { 200: v1InterviewPageSchema, ...errors },
        },
      },
      async (request) => {
        const actor = apiActorOf(request);
        requireScope(actor, 'interview.read');
        return listPostingInterviews(db, actor, request.params.id, request.query);
      },
    );

    app.get(
      v1RoutePatterns.scorecard,
      { schema: { tags, security, params: idParams, response: { 200: scorecardResponseSchema, ...errors } } },
      async (request) => {
        const actor = apiActorOf(request);
        requireScope(actor, 'interview.read');
        return getScorecard(db, actor, request.params.id);
      },
    );

    app.get(
      v1RoutePatterns.interview,
      { schema: { tags, security, params: idParams, response: { 200: interviewDetailsSchema, ...errors } } },
      async (request, reply) => {
        const actor = apiActorOf(request);
        requireScope(actor, 'interview.read');
        // Transcript and short-lived signed links to the CV and recordings: never cached.
        reply.header('cache-control', 'no-store');
        const ttlSeconds = deps.env.SIGNED_URL_TTL_SECONDS;
        const details = await getInterview({ db, blobs: deps.blobs, ttlSeconds }, actor, request.params.id);
        await recordInterviewView(db, actor.userId, details);
        return details;
      },
    );

    app.post(
      v1RoutePatterns.postings,
      { schema: { tags, security, body: postingInputSchema, response: { 201: postingSchema, ...postErrors } } },
      async (request, reply) => {
        const actor = apiActorOf(request);
        requireScope(actor, 'posting.create');
        await idempotent(db, actor.keyId, request, reply, async () => {
          const row = await createPosting(db, actor, request.body, { billingEnabled });
          return { status: 201, body: presentPosting(row, publicUrl(request.headers)) };
        });
        return reply;
      },
    );

    app.post(
      v1RoutePatterns.decision,
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: setStatusSchema,
          response: { 200: decisionResultSchema, ...postErrors },
        },
      },
      async (request, reply) => {
        const actor = apiActorOf(request);
        requireScope(actor, 'interview.decide');
        await idempotent(db, actor.keyId, request, reply, async () => ({
          status: 200,
          body: await setInterviewStatus(deps, actor, request.params.id, request.body),
        }));
        return reply;
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
          response: { 201: inviteResultSchema, ...postErrors },
        },
      },
      async (request, reply) => {
        const actor = apiActorOf(request);
        requireScope(actor, 'invitations.manage');
        await idempotent(db, actor.keyId, request, reply, async () => {
          const candidate = { fullName: request.body.fullName, email: request.body.email.toLowerCase(), row: 1 };
          const body = await inviteCandidates(deps, actor, request.params.id, [candidate], publicUrl(request.headers));
          return { status: 201, body };
        });
        return reply;
      },
    );
  };
