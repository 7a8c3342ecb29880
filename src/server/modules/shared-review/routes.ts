import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../core/api/me.ts';
import {
  commentCreatedSchema,
  commentInputSchema,
  commentsResponseSchema,
  ratingsResponseSchema,
  sharedReviewRoutes,
  submitRatingsInputSchema,
} from '../../../core/api/shared-review.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { addReviewComment } from './add-review-comment.ts';
import { deleteReviewComment } from './delete-review-comment.ts';
import { getMemberRatings } from './get-member-ratings.ts';
import { listReviewComments } from './list-review-comments.ts';
import { submitMemberRatings } from './submit-member-ratings.ts';
import { z } from 'zod';
import { employerErrors, firstValidationMessage, idParams } from '../../http/route-schemas.ts';

const commentParams = idParams.extend({ commentId: z.string().max(100) });

/** Shared review (docs/decisions/0024-shared-review.md): members' ratings and comments on an interview. */
export const sharedReviewRoutesPlugin =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      sharedReviewRoutes.ratings,
      { schema: { tags: ['review'], params: idParams, response: { 200: ratingsResponseSchema, ...employerErrors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return getMemberRatings(db, actor, request.params.id);
      },
    );

    app.put(
      sharedReviewRoutes.ratings,
      {
        schemaErrorFormatter: firstValidationMessage,
        bodyLimit: 64 * 1024,
        schema: {
          tags: ['review'],
          params: idParams,
          body: submitRatingsInputSchema,
          response: { 200: ratingsResponseSchema, 409: errorResponseSchema, ...employerErrors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return submitMemberRatings(db, actor, request.params.id, request.body);
      },
    );

    app.get(
      sharedReviewRoutes.comments,
      { schema: { tags: ['review'], params: idParams, response: { 200: commentsResponseSchema, ...employerErrors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return listReviewComments(db, actor, request.params.id);
      },
    );

    app.post(
      sharedReviewRoutes.comments,
      {
        schemaErrorFormatter: firstValidationMessage,
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['review'],
          params: idParams,
          body: commentInputSchema,
          response: { 201: commentCreatedSchema, 429: errorResponseSchema, ...employerErrors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const baseUrl = deps.origins.baseUrlFor(request.headers);
        return reply.status(201).send(await addReviewComment(deps, actor, request.params.id, request.body, baseUrl));
      },
    );

    app.delete(
      sharedReviewRoutes.comment,
      { schema: { tags: ['review'], params: commentParams, response: { 204: z.null(), ...employerErrors } } },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        await deleteReviewComment(db, actor, request.params.id, request.params.commentId);
        return reply.status(204).send(null);
      },
    );
  };
