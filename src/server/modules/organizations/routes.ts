import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationEndpoints as endpoints } from '../../../core/api/endpoints/organizations.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';
import { getPostingReviewers, setPostingReviewers } from './posting-reviewers.ts';
import { deleteOrganization } from './delete-organization.ts';
import { renameOrganization } from './rename-organization.ts';

/**
 * Renaming and deleting the organization, and a posting's reviewers, as declared in
 * src/core/api/endpoints/organizations.ts. Members, roles and invitations are better-auth's
 * organization endpoints under /api/auth/organization (permissions from src/core/access.ts); its own
 * update endpoint is refused so a rename is validated and audited here.
 */
export const organizationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    registerEndpoint(app, deps, endpoints.rename, async ({ actor, body }) => renameOrganization(deps, actor, body), {
      schemaErrorFormatter: firstValidationMessage,
      bodyLimit: 4 * 1024,
    });

    // Deleting the organization goes through our use case only; better-auth's endpoint is off (auth.ts).
    registerEndpoint(
      app,
      deps,
      endpoints.delete,
      async ({ actor, body, request }) =>
        deleteOrganization({ db, blobs: deps.blobs, queue: deps.queue, log: request.log }, actor, body),
      { bodyLimit: 4 * 1024 },
    );

    registerEndpoint(app, deps, endpoints.reviewers, async ({ actor, params }) =>
      getPostingReviewers(db, actor, params.id),
    );

    registerEndpoint(app, deps, endpoints.setReviewers, async ({ actor, params, body }) =>
      setPostingReviewers(db, actor, params.id, body.userIds),
    );
  };
