import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveReportRange, type BiasReportQuery } from '../../../core/api/bias.ts';
import { biasEndpoints as endpoints, selfIdentificationEndpoints } from '../../../core/api/endpoints/bias.ts';
import { biasReportCsv, biasReportFilename } from '../../../core/bias-report-csv.ts';
import { selfIdentificationMessages } from '../../../core/self-identification.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';
import { authorizeCandidate, candidateTokenOf } from '../candidate/load-candidate-interview.ts';
import { getBiasReport } from './get-bias-report.ts';
import { getSelfIdentificationStatus } from './get-self-identification-status.ts';
import { recordSelfIdentification } from './record-self-identification.ts';

/** Attempts per interview and window: the answer is stored once, so a few tries are plenty. */
const SELF_ID_ATTEMPTS_PER_INTERVIEW = 10;

function rangeOf(query: BiasReportQuery) {
  const resolved = resolveReportRange(query, new Date());
  if (!resolved.ok) throw new AppError('VALIDATION', resolved.message);
  return resolved.range;
}

/**
 * Bias monitoring: the candidate's voluntary self-identification (public, token-bound, after
 * submission) and the employer's aggregate report (owner-scoped). See docs/compliance-bias-report.md;
 * declared in src/core/api/endpoints/bias.ts.
 */
export const biasRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const formErrors = { schemaErrorFormatter: firstValidationMessage };

    registerEndpoint(app, deps, selfIdentificationEndpoints.selfIdentificationStatus, async ({ request, params }) => {
      const interview = await authorizeCandidate(db, params.interviewId, candidateTokenOf(request.headers));
      return getSelfIdentificationStatus(deps, interview);
    });

    registerEndpoint(
      app,
      deps,
      selfIdentificationEndpoints.selfIdentify,
      async ({ request, params, body }) => {
        const interview = await authorizeCandidate(db, params.interviewId, candidateTokenOf(request.headers));
        await enforcePublicLimit(
          db,
          deps.env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
          `self-id:${interview.id}`,
          SELF_ID_ATTEMPTS_PER_INTERVIEW,
        );
        await recordSelfIdentification(deps, interview, body);
        return { saved: true as const, message: selfIdentificationMessages.saved };
      },
      { ...formErrors, bodyLimit: 1024 },
    );

    registerEndpoint(
      app,
      deps,
      endpoints.report,
      async ({ actor, params, query, reply }) => {
        reply.header('cache-control', 'no-store');
        return getBiasReport(deps, actor, params.id, rangeOf(query));
      },
      formErrors,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.reportCsv,
      async ({ actor, params, query, reply }) => {
        const report = await getBiasReport(deps, actor, params.id, rangeOf(query));
        return (
          reply
            .header('cache-control', 'no-store')
            .header('content-disposition', `attachment; filename="${biasReportFilename(report)}"`)
            .type('text/csv; charset=utf-8')
            // A byte-order mark, so spreadsheets read the file as UTF-8 (the labels hold "×").
            .send(`\uFEFF${biasReportCsv(report)}`)
        );
      },
      formErrors,
    );
  };
