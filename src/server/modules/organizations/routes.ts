import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { postingReviewersResponseSchema, setPostingReviewersSchema } from '../../../core/api/organizations.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { getPostingReviewers, setPostingReviewers } from './posting-reviewers.ts';
import { idParams } from '../../http/route-schemas.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * A posting's reviewers. Members, roles and invitations are better-auth's organization
 * endpoints under /api/auth/organization (permissions from src/core/access.ts).
 */
export const organizationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

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
