import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewEndpoints as endpoints } from '../../../core/api/endpoints/previews.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { presentPublicPosting } from '../candidate/get-public-posting.ts';
import { readIntakeForm } from '../candidate/read-intake-form.ts';
import { findPreviewPosting } from './find-preview-posting.ts';
import { startPreview } from './start-preview.ts';

/**
 * Preview as candidate (docs/decisions/0042): an employer who may read a posting gets the
 * candidate's view of it and starts a preview interview; every later step is the candidate's own
 * route, which answers a preview only with this employer's session.
 */
export const previewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    registerEndpoint(app, deps, endpoints.posting, async ({ actor, params }) =>
      presentPublicPosting(deps, await findPreviewPosting(deps, actor, params.id)),
    );

    registerEndpoint(app, deps, endpoints.start, async ({ request, actor, params }) => {
      // Who may preview is settled before the body is read: others get 404/403, as for every posting route.
      const posting = await findPreviewPosting(deps, actor, params.id);
      // A preview costs a CV upload and interviewer turns: the intake's budget, per employer.
      await enforcePublicLimit(
        db,
        deps.env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
        `preview:user:${actor.userId}`,
        deps.env.RATE_LIMIT_INTAKE_PER_IP,
      );
      // A preview has no invitation: the token, if any, is not passed on.
      const { fullName, email, cv, knockoutAnswer, noticeVersionId } = await readIntakeForm(request);
      return startPreview(deps, actor, posting, { fullName, email, cv, knockoutAnswer, noticeVersionId });
    });
  };
