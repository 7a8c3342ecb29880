import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CSV_MAX_ROWS, auditPageSchema, auditQuerySchema } from '../../../core/api/audit.ts';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { auditCsv } from '../../../core/audit-csv.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { auditConditions, listAuditEntries, readAuditEntries } from './list-audit-entries.ts';
import { recordAudit } from './record-audit.ts';
import { organizationAuditScope } from './scope.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The audit log viewer: the active organization's entries (owners and admins) (admins: every admin action), filtered, paged, as CSV. */
export const auditRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      '/api/audit-log',
      {
        schemaErrorFormatter: firstValidationMessage,
        schema: { tags: ['audit'], querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errors } },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        reply.header('cache-control', 'no-store');
        return listAuditEntries(db, actor, request.query);
      },
    );

    app.get(
      '/api/audit-log.csv',
      {
        schemaErrorFormatter: firstValidationMessage,
        // No response schema: the body is CSV text, not JSON.
        schema: { tags: ['audit'], querystring: auditQuerySchema },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const where = await auditConditions(db, actor, request.query);
        const entries = await readAuditEntries(db, where, AUDIT_CSV_MAX_ROWS, 0);
        await recordAudit(db, {
          action: AUDIT_ACTIONS.auditExport,
          actorUserId: actor.userId,
          scope: organizationAuditScope(actor.organizationId),
          details: { rows: entries.length, scope: request.query.scope },
        });
        return reply
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .type('text/csv; charset=utf-8')
          .send(`\uFEFF${auditCsv(entries)}`);
      },
    );
  };
