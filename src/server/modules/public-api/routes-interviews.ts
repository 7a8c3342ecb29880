import { pageQuerySchema, v1InterviewPageSchema, v1RoutePatterns } from '../../../core/api/api-keys.ts';
import { decisionResultSchema, interviewDetailsSchema, setStatusSchema } from '../../../core/api/review.ts';
import { scorecardResponseSchema } from '../../../core/api/scorecards.ts';
import type { AppDeps } from '../../deps.ts';
import { idParams } from '../../http/route-schemas.ts';
import { getInterview } from '../review/get-interview.ts';
import { recordInterviewView } from '../review/record-interview-view.ts';
import { setInterviewStatus } from '../review/set-interview-status.ts';
import { getScorecard } from '../scorecards/get-scorecard.ts';
import { apiActorOf } from './authenticate-api-key.ts';
import { idempotent } from './idempotency.ts';
import { listPostingInterviews } from './list-posting-interviews.ts';
import { bodyErrors, errors, pageErrors, security, tags, type V1App } from './route-options.ts';

/** A posting's interviews (paged, scorecards inline), one interview, its scorecard, and the decision on it. */
export function interviewApiRoutes(app: V1App, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(
    v1RoutePatterns.interviews,
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: v1InterviewPageSchema, ...pageErrors },
      },
    },
    async (request) => {
      const actor = apiActorOf(request);
      return listPostingInterviews(db, actor, request.params.id, request.query);
    },
  );

  app.get(
    v1RoutePatterns.scorecard,
    { schema: { tags, security, params: idParams, response: { 200: scorecardResponseSchema, ...errors } } },
    async (request) => {
      const actor = apiActorOf(request);
      return getScorecard(db, actor, request.params.id);
    },
  );

  app.get(
    v1RoutePatterns.interview,
    { schema: { tags, security, params: idParams, response: { 200: interviewDetailsSchema, ...errors } } },
    async (request, reply) => {
      const actor = apiActorOf(request);
      // Transcript and short-lived signed links to the CV and recordings: never cached.
      reply.header('cache-control', 'no-store');
      const ttlSeconds = deps.env.SIGNED_URL_TTL_SECONDS;
      const details = await getInterview({ db, blobs: deps.blobs, ttlSeconds }, actor, request.params.id);
      await recordInterviewView(db, actor, details);
      return details;
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
        response: { 200: decisionResultSchema, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const actor = apiActorOf(request);
      await idempotent(db, actor.keyId, request, reply, async () => ({
        status: 200,
        body: await setInterviewStatus(deps, actor, request.params.id, request.body),
      }));
      return reply;
    },
  );
}
