import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedReviewEndpoints as endpoints } from '../../../core/api/endpoints/shared-review.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';
import { addReviewComment } from './add-review-comment.ts';
import { deleteReviewComment } from './delete-review-comment.ts';
import { getMemberRatings } from './get-member-ratings.ts';
import { listReviewComments } from './list-review-comments.ts';
import { submitMemberRatings } from './submit-member-ratings.ts';

/** Shared review (docs/decisions/0024-shared-review.md), as declared in src/core/api/endpoints/shared-review.ts. */
export const sharedReviewRoutesPlugin =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, deps, endpoints.ratings, async ({ actor, params }) =>
      getMemberRatings(deps, actor, params.id),
    );

    registerEndpoint(
      app,
      deps,
      endpoints.submitRatings,
      async ({ actor, params, body }) => submitMemberRatings(deps, actor, params.id, body),
      { schemaErrorFormatter: firstValidationMessage, bodyLimit: 64 * 1024 },
    );

    registerEndpoint(app, deps, endpoints.comments, async ({ actor, params }) =>
      listReviewComments(deps, actor, params.id),
    );

    registerEndpoint(
      app,
      deps,
      endpoints.addComment,
      async ({ actor, params, body, request }) =>
        addReviewComment(deps, actor, params.id, body, deps.origins.baseUrlFor(request.headers)),
      { schemaErrorFormatter: firstValidationMessage, bodyLimit: 16 * 1024 },
    );

    registerEndpoint(app, deps, endpoints.deleteComment, async ({ actor, params }) => {
      await deleteReviewComment(deps, actor, params.id, params.commentId);
      return null;
    });
  };
