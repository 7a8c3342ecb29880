import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateDataDeletedSchema, candidateDataSchema, candidateEmailSchema } from '../../../core/api/audit.ts';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { deleteCandidateData } from './delete-candidate-data.ts';
import { exportCandidateData } from './export-candidate-data.ts';
import { getCandidateData } from './get-candidate-data.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
/** The address travels in a JSON body, never in a URL (URLs end up in access logs). */
const bodyLimit = 4096;

/**
 * The employer's data-subject tools: find everything held about an address across their postings,
 * export it as one archive, or delete it. Scoped by the review policy; every call is logged.
 */
export const candidateDataRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.post(
      '/api/candidate-data/search',
      {
        bodyLimit,
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['candidate-data'],
          body: candidateEmailSchema,
          response: { 200: candidateDataSchema, ...errors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        reply.header('cache-control', 'no-store');
        return getCandidateData(db, actor, request.body.email);
      },
    );

    app.post(
      '/api/candidate-data/export',
      {
        bodyLimit,
        schemaErrorFormatter: firstValidationMessage,
        // No response schema: the body is a zip archive.
        schema: { tags: ['candidate-data'], body: candidateEmailSchema },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const archive = await exportCandidateData({ db, blobs: deps.blobs }, actor, request.body.email);
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${archive.filename}"`)
          .type('application/zip')
          .send(archive.stream);
      },
    );

    app.post(
      '/api/candidate-data/delete',
      {
        bodyLimit,
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['candidate-data'],
          body: candidateEmailSchema,
          response: { 200: candidateDataDeletedSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return { deleted: await deleteCandidateData(deps, actor, request.body.email) };
      },
    );
  };
