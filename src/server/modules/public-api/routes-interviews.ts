import { publicApiEndpoints as endpoints } from '../../../core/api/endpoints/public-api.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint, type ZodApp } from '../../http/register-endpoint.ts';
import { getInterview } from '../review/get-interview.ts';
import { recordInterviewView } from '../review/record-interview-view.ts';
import { setInterviewStatus } from '../review/set-interview-status.ts';
import { getScorecard } from '../scorecards/get-scorecard.ts';
import { idempotent } from './idempotency.ts';
import { listPostingInterviews } from './list-posting-interviews.ts';

/** A posting's interviews (paged, scorecards inline), one interview, its scorecard, and the decision on it. */
export function interviewApiRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps;

  registerEndpoint(app, deps, endpoints.listInterviews, async ({ actor, params, query }) =>
    listPostingInterviews(deps, actor, params.id, query),
  );

  registerEndpoint(app, deps, endpoints.getScorecard, async ({ actor, params }) =>
    getScorecard(deps, actor, params.id),
  );

  registerEndpoint(app, deps, endpoints.getInterview, async ({ actor, params, reply }) => {
    // Transcript and short-lived signed links to the CV and recordings: never cached.
    reply.header('cache-control', 'no-store');
    const details = await getInterview(deps, actor, params.id);
    await recordInterviewView(deps, actor, details);
    return details;
  });

  registerEndpoint(app, deps, endpoints.decide, async ({ actor, params, body, request, reply }) =>
    idempotent(db, actor.keyId, request, reply, 200, async () => setInterviewStatus(deps, actor, params.id, body)),
  );
}
