import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CSV_MAX_ROWS } from '../../../core/api/audit.ts';
import { auditEndpoints as endpoints } from '../../../core/api/endpoints/audit.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { auditCsv } from '../../../core/audit-csv.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { firstValidationMessage } from '../../http/route-schemas.ts';
import { auditConditions, listAuditEntries, readAuditEntries } from './list-audit-entries.ts';
import { recordAudit } from './record-audit.ts';
import { organizationAuditScope } from './scope.ts';

const formErrors = { schemaErrorFormatter: firstValidationMessage };

/**
 * The audit log viewer: the active organization's entries (owners and admins) (admins: every admin
 * action), filtered, paged, as CSV; declared in src/core/api/endpoints/audit.ts.
 */
export const auditRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    registerEndpoint(
      app,
      deps,
      endpoints.list,
      async ({ actor, query, reply }) => {
        reply.header('cache-control', 'no-store');
        return listAuditEntries(deps, actor, query);
      },
      formErrors,
    );

    registerEndpoint(
      app,
      deps,
      endpoints.csv,
      async ({ actor, query, reply }) => {
        const where = await auditConditions(db, actor, query);
        const entries = await readAuditEntries(db, where, AUDIT_CSV_MAX_ROWS, 0);
        await recordAudit(deps, {
          action: AUDIT_ACTIONS.auditExport,
          actorUserId: actor.userId,
          scope: organizationAuditScope(actor.organizationId),
          details: { rows: entries.length, scope: query.scope },
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
      formErrors,
    );
  };
