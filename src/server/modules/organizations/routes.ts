import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  ORGANIZATION_PATH,
  organizationResponseSchema,
  postingReviewersResponseSchema,
  deletedOrganizationSchema,
  deleteOrganizationSchema,
  renameOrganizationSchema,
  setPostingReviewersSchema,
} from '../../../core/api/organizations.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { getPostingReviewers, setPostingReviewers } from './posting-reviewers.ts';
import { firstValidationMessage, idParams } from '../../http/route-schemas.ts';
import { deleteOrganization } from './delete-organization.ts';
import { renameOrganization } from './rename-organization.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Renaming and deleting the organization, and a posting's reviewers. Members, roles and invitations are
 * better-auth's organization endpoints under /api/auth/organization (permissions from
 * src/core/access.ts); its own update endpoint is refused so a rename is validated and audited here.
 */
export const organizationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.patch(
      ORGANIZATION_PATH,
      {
        schemaErrorFormatter: firstValidationMessage,
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['organizations'],
          body: renameOrganizationSchema,
          response: { 200: organizationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return renameOrganization(db, actor, request.body);
      },
    );

    // Deleting the organization goes through our use case only; better-auth's endpoint is off (auth.ts).
    app.delete(
      ORGANIZATION_PATH,
      {
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['organizations'],
          body: deleteOrganizationSchema,
          response: { 200: deletedOrganizationSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return deleteOrganization({ db, blobs: deps.blobs, queue: deps.queue, log: request.log }, actor, request.body);
      },
    );

    app.get(
      '/api/postings/:id/reviewers',
      {
        schema: {
          tags: ['organizations'],
          params: idParams,
          response: { 200: postingReviewersResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return getPostingReviewers(db, actor, request.params.id);
      },
    );

    app.put(
      '/api/postings/:id/reviewers',
      {
        schema: {
          tags: ['organizations'],
          params: idParams,
          body: setPostingReviewersSchema,
          response: { 200: postingReviewersResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return setPostingReviewers(db, actor, request.params.id, request.body.userIds);
      },
    );
  };
