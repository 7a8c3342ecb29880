import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUDIT_ACTIONS } from '../../core/audit.ts';
import type { Db } from '../db/client.ts';
import { auditActorOf, recordAudit } from '../modules/audit/record-audit.ts';
import type { ApiActor } from './api-key.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One audit entry per successful change made through an API key (docs/decisions/0028): which key,
 * which route, which answer. Replays of an idempotent POST changed nothing and are not logged again.
 * Entries the use case writes itself (a decision, a plan version) also carry the key's id.
 */
export async function recordApiWrite(db: Db, actor: ApiActor, request: FastifyRequest, reply: FastifyReply) {
  if (READS.has(request.method) || reply.statusCode >= 300) return;
  if (reply.getHeader('idempotent-replayed') === 'true') return;
  await recordAudit(
    { db },
    {
      action: AUDIT_ACTIONS.apiKeyRequest,
      ...auditActorOf(actor),
      scope: { organizationId: actor.organizationId },
      details: {
        method: request.method,
        route: request.routeOptions.url ?? null,
        id: (request.params as { id?: string } | undefined)?.id ?? null,
        status: reply.statusCode,
      },
    },
  );
}
