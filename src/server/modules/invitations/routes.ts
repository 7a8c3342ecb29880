import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationEndpoints as endpoints, invitationLinkEndpoints } from '../../../core/api/endpoints/invitations.ts';
import { sortInvitationRows } from '../../../core/invitations.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getPostingSettings } from './get-posting-settings.ts';
import { inviteCandidates } from './invite-candidates.ts';
import { listInvitations } from './list-invitations.ts';
import { openInvitation } from './open-invitation.ts';
import { parseInvitationCsv } from './parse-invitation-csv.ts';
import { updatePostingSettings } from './update-posting-settings.ts';

/**
 * Candidate invitations of a posting (employer) and the personal link (public), as declared in
 * src/core/api/endpoints/invitations.ts.
 */
export const invitationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const baseUrl = (headers: Parameters<AppDeps['origins']['baseUrlFor']>[0]) => deps.origins.baseUrlFor(headers);

    registerEndpoint(app, deps, endpoints.list, async ({ actor, params, query }) =>
      listInvitations(deps, actor, params.id, query.page),
    );

    registerEndpoint(app, deps, endpoints.invite, async ({ actor, params, body, request }) => {
      const candidate = { fullName: body.fullName, email: body.email.toLowerCase(), row: 1 };
      return inviteCandidates(deps, actor, params.id, [candidate], baseUrl(request.headers));
    });

    registerEndpoint(
      app,
      deps,
      endpoints.importCsv,
      async ({ actor, params, body, request }) => {
        // registerEndpoint has checked the declared invitations.manage (a wrong role answers 403);
        // the posting is checked next (another organization's id answers 404), before any parsing.
        await getPostingSettings(deps, actor, params.id);
        const sorted = sortInvitationRows(parseInvitationCsv(body.csv));
        if (!sorted.ok) throw new AppError('VALIDATION', sorted.reason);
        const result = await inviteCandidates(deps, actor, params.id, sorted.candidates, baseUrl(request.headers));
        const rejected = [...sorted.problems, ...result.rejected].sort((a, b) => a.row - b.row);
        return { created: result.created, rejected };
      },
      // The CSV travels as a JSON string; its own limit (core) is checked by the contract.
      { bodyLimit: 1024 * 1024 },
    );

    registerEndpoint(app, deps, endpoints.settings, async ({ actor, params }) =>
      getPostingSettings(deps, actor, params.id),
    );

    registerEndpoint(app, deps, endpoints.saveSettings, async ({ actor, params, body }) =>
      updatePostingSettings(deps, actor, params.id, body),
    );

    registerEndpoint(app, deps, invitationLinkEndpoints.openInvitation, async ({ params, request, reply }) => {
      await enforcePublicLimit(
        db,
        deps.env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
        `invitation-link:ip:${request.ip}`,
        deps.env.RATE_LIMIT_INTAKE_PER_IP * 3,
      );
      reply.header('cache-control', 'no-store');
      return openInvitation(deps, params.token);
    });
  };
