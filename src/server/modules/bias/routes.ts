import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  biasReportQuerySchema,
  biasReportResponseSchema,
  resolveReportRange,
  selfIdentificationSavedSchema,
  selfIdentificationSchema,
  selfIdentificationStatusSchema,
  type BiasReportQuery,
} from '../../../core/api/bias.ts';
import { biasReportCsv, biasReportFilename } from '../../../core/bias-report-csv.ts';
import { selfIdentificationMessages } from '../../../core/self-identification.ts';
import { requireActor } from '../../auth/guard.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { authorizeCandidate, candidateTokenOf } from '../candidate/load-candidate-interview.ts';
import { getBiasReport } from './get-bias-report.ts';
import { getSelfIdentificationStatus } from './get-self-identification-status.ts';
import { recordSelfIdentification } from './record-self-identification.ts';
import { employerErrors, firstValidationMessage, idParams } from '../../http/route-schemas.ts';

/** Attempts per interview and window: the answer is stored once, so a few tries are plenty. */
const SELF_ID_ATTEMPTS_PER_INTERVIEW = 10;

const interviewParams = z.object({ interviewId: z.string().max(100) });
function rangeOf(query: BiasReportQuery) {
  const resolved = resolveReportRange(query, new Date());
  if (!resolved.ok) throw new AppError('VALIDATION', resolved.message);
  return resolved.range;
}

/**
 * Bias monitoring: the candidate's voluntary self-identification (public, token-bound, after
 * submission) and the employer's aggregate report (owner-scoped). See docs/compliance-bias-report.md.
 */
export const biasRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      '/api/public/interviews/:interviewId/self-identification',
      { schema: { params: interviewParams, response: { 200: selfIdentificationStatusSchema } } },
      async (request) => {
        const interview = await authorizeCandidate(db, request.params.interviewId, candidateTokenOf(request.headers));
        return getSelfIdentificationStatus(db, interview);
      },
    );

    app.post(
      '/api/public/interviews/:interviewId/self-identification',
      {
        bodyLimit: 1024,
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          params: interviewParams,
          body: selfIdentificationSchema,
          response: { 201: selfIdentificationSavedSchema },
        },
      },
      async (request, reply) => {
        const interview = await authorizeCandidate(db, request.params.interviewId, candidateTokenOf(request.headers));
        await enforcePublicLimit(
          db,
          deps.env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
          `self-id:${interview.id}`,
          SELF_ID_ATTEMPTS_PER_INTERVIEW,
        );
        await recordSelfIdentification(db, interview, request.body);
        return reply.status(201).send({ saved: true as const, message: selfIdentificationMessages.saved });
      },
    );

    app.get(
      '/api/postings/:id/bias-report',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: {
          tags: ['bias'],
          params: idParams,
          querystring: biasReportQuerySchema,
          response: { 200: biasReportResponseSchema, ...employerErrors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        reply.header('cache-control', 'no-store');
        return getBiasReport(db, actor, request.params.id, rangeOf(request.query));
      },
    );

    app.get(
      '/api/postings/:id/bias-report.csv',
      {
        schemaErrorFormatter: firstValidationMessage,
        // No response schema: the body is CSV text, not JSON.
        schema: { tags: ['bias'], params: idParams, querystring: biasReportQuerySchema },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        requireAllowed(actor, 'interview.export');
        const report = await getBiasReport(db, actor, request.params.id, rangeOf(request.query));
        return (
          reply
            .header('cache-control', 'no-store')
            .header('content-disposition', `attachment; filename="${biasReportFilename(report)}"`)
            .type('text/csv; charset=utf-8')
            // A byte-order mark, so spreadsheets read the file as UTF-8 (the labels hold "×").
            .send(`\uFEFF${biasReportCsv(report)}`)
        );
      },
    );
  };
