import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewEndpoints as endpoints } from '../../../core/api/endpoints/review.ts';
import { interviewCan } from '../../access/can.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';
import { applyBulkAction } from './apply-bulk-action.ts';
import { getInterview } from './get-interview.ts';
import { recordInterviewView } from './record-interview-view.ts';
import { listCandidates } from './list-candidates.ts';
import { retryFeedback } from './retry-feedback.ts';
import { searchInterviews } from './search-interviews.ts';
import { sendDecisionMail } from './send-decision-mail.ts';
import { setInterviewArchived } from './set-interview-archived.ts';
import { setInterviewStatus } from './set-interview-status.ts';

/** Reviewing candidates (docs/decisions/0005-review.md), as declared in src/core/api/endpoints/review.ts. */
export const reviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Review forms show the contract's message alone. */
    const formErrors = { schemaErrorFormatter: firstValidationMessage };

    registerEndpoint(
      app,
      deps,
      endpoints.candidates,
      async ({ actor, params, query }) => listCandidates(deps, actor, params.id, query),
      formErrors,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.search,
      async ({ actor, query }) => searchInterviews(deps, actor, query),
      formErrors,
    );

    registerEndpoint(app, deps, endpoints.get, async ({ actor, params, reply }) => {
      // The body carries signed links: never cache it beyond this response.
      reply.header('cache-control', 'no-store');
      const details = await getInterview(deps, actor, params.id);
      await recordInterviewView(deps, actor, details);
      return { ...details, can: interviewCan(actor) };
    });

    registerEndpoint(
      app,
      deps,
      endpoints.setStatus,
      async ({ actor, params, body }) => setInterviewStatus(deps, actor, params.id, body),
      formErrors,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.setArchived,
      async ({ actor, params, body }) => setInterviewArchived(deps, actor, params.id, body.archived),
      formErrors,
    );

    registerEndpoint(app, deps, endpoints.retryFeedback, async ({ actor, params }) =>
      retryFeedback(deps, actor, params.id),
    );

    registerEndpoint(
      app,
      deps,
      endpoints.bulk,
      async ({ actor, body, request }) => applyBulkAction(deps, actor, body, deps.origins.baseUrlFor(request.headers)),
      { ...formErrors, bodyLimit: 16 * 1024 },
    );

    registerEndpoint(
      app,
      deps,
      endpoints.decisionMail,
      async ({ actor, params, body, request }) => {
        const baseUrl = deps.origins.baseUrlFor(request.headers);
        const { to, sentAt } = await sendDecisionMail(deps, actor, params.id, body, baseUrl);
        return { queued: true as const, to, sentAt: sentAt.toISOString() };
      },
      formErrors,
    );
  };
