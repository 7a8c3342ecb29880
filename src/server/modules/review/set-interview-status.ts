import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { SetStatusInput } from '../../../core/api/review.ts';
import type { Actor } from '../../../core/access.ts';
import { interviews } from '../../db/schema.ts';
import { auditActorOf, recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { queueWebhookDeliveries, recordInterviewEvent, type EmitDeps } from '../webhooks/emit-webhook-event.ts';
import { interviewNotFound, ownedInterview } from './policies.ts';
import { decisionColumns, type DecisionRecord } from './presenters.ts';

/**
 * Accept or reject (docs/product-rules.md §4): always a person's act, recorded with who, when and,
 * for a rejection, why; logged in the same transaction. The owner scope is part of the UPDATE.
 * Nothing in the product calls this from a score (docs/decisions/0020-audit-log-and-oversight.md).
 * The `decision.made` webhook event is recorded in the same transaction and queued after it.
 */
export async function setInterviewStatus(
  deps: EmitDeps,
  actor: Actor,
  interviewId: string,
  input: SetStatusInput,
): Promise<DecisionRecord> {
  const rejected = input.status === 'rejected';
  const reason = rejected ? (input.reason ?? null) : null;
  const note = rejected && input.note ? input.note : null;
  const db = deps.database.db;
  const { row, deliveries } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(interviews)
      .set({
        status: input.status,
        decidedBy: actor.userId,
        decidedAt: new Date(),
        rejectionReason: reason,
        rejectionNote: note,
      })
      .where(ownedInterview(db, actor, interviewId, 'interview.decide'))
      .returning(decisionColumns);
    if (!row) throw interviewNotFound();
    const scope = await interviewAuditScope(tx, row.id);
    await recordAudit(tx, {
      action: rejected ? AUDIT_ACTIONS.decisionReject : AUDIT_ACTIONS.decisionAccept,
      ...auditActorOf(actor),
      scope: scope!,
      details: rejected ? { reason } : null,
      note,
    });
    const deliveries = await recordInterviewEvent(tx, deps.log, 'decision.made', row.id, { decision: input.status });
    return { row, deliveries };
  });
  await queueWebhookDeliveries(deps, deliveries);
  return row;
}
