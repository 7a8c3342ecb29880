import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateDataEndpoints as endpoints } from '../../../core/api/endpoints/candidate-data.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';
import { deleteCandidateData } from './delete-candidate-data.ts';
import { exportCandidateData } from './export-candidate-data.ts';
import { getCandidateData } from './get-candidate-data.ts';

/** The address travels in a JSON body, never in a URL (URLs end up in access logs). */
const options = { bodyLimit: 4096, schemaErrorFormatter: firstValidationMessage };

/**
 * The employer's data-subject tools: find everything held about an address across their postings,
 * export it as one archive, or delete it. Scoped by the review policy; every call is logged.
 * Declared in src/core/api/endpoints/candidate-data.ts.
 */
export const candidateDataRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    registerEndpoint(
      app,
      deps,
      endpoints.search,
      async ({ actor, body, reply }) => {
        reply.header('cache-control', 'no-store');
        return getCandidateData(deps, actor, body.email);
      },
      options,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.export,
      async ({ actor, body, reply }) => {
        const archive = await exportCandidateData({ db, blobs: deps.blobs }, actor, body.email);
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${archive.filename}"`)
          .type('application/zip')
          .send(archive.stream);
      },
      options,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.delete,
      async ({ actor, body }) => ({ deleted: await deleteCandidateData(deps, actor, body.email) }),
      options,
    );
  };
