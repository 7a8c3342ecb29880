import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { SetStatusInput } from '../../../core/api/review.ts';
import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { interviews } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { interviewNotFound, ownedInterview } from './policies.ts';
import { decisionColumns, type DecisionRecord } from './presenters.ts';

/**
 * Accept or reject (docs/product-rules.md §4): always a person's act, recorded with who, when and,
 * for a rejection, why; logged in the same transaction. The owner scope is part of the UPDATE.
 * Nothing in the product calls this from a score (docs/decisions/0020-audit-log-and-oversight.md).
 */
export async function setInterviewStatus(
  db: Db,
  actor: Actor,
  interviewId: string,
  input: SetStatusInput,
): Promise<DecisionRecord> {
  const rejected = input.status === 'rejected';
  const reason = rejected ? (input.reason ?? null) : null;
  const note = rejected && input.note ? input.note : null;
  return db.transaction(async (tx) => {
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
      actorUserId: actor.userId,
      scope: scope!,
      details: rejected ? { reason } : null,
      note,
    });
    return row;
  });
}
