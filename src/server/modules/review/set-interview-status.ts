import { eq, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { SetStatusInput } from '../../../core/api/review.ts';
import type { Actor } from '../../../core/access.ts';
import { decisionChangeMessages, decisionStep, IN_PROGRESS_REASON, isInProgress } from '../../../core/decisions.ts';
import { interviews } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { auditActorOf, recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { queueWebhookDeliveries, recordInterviewEvent, type EmitDeps } from '../webhooks/emit-webhook-event.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { decisionColumns, type DecisionRecord } from './presenters.ts';

/** What a decision did: the first one, none (the interview already had it) or a change of an earlier one. */
export type DecisionOutcome = { row: DecisionRecord; step: 'first' | 'same' | 'change' };

/**
 * Accept or reject (docs/product-rules.md §4): always a person's act, recorded with who, when and,
 * for a rejection, why; logged in the same transaction. The owner scope is part of the statement.
 * Nothing in the product calls this from a score (docs/decisions/0020-audit-log-and-oversight.md).
 *
 * Decisions can be revisited (docs/decisions/0041-decisions-revisited.md): the interview's row is
 * locked, and a change of an earlier accept or reject needs a reason and is logged as what it is
 * (`decision.change`, from → to), never as a fresh decision. The same decision again changes
 * nothing and logs nothing. An application still in progress (not submitted, core/decisions.ts
 * `isInProgress`) has nothing to decide: refused with 409 and `reason: IN_PROGRESS`.
 * The `decision.made` webhook event is recorded in the same transaction and queued after it.
 */
export async function decideInterview(
  deps: EmitDeps,
  actor: Actor,
  interviewId: string,
  input: SetStatusInput,
): Promise<DecisionOutcome> {
  const rejected = input.status === 'rejected';
  const reason = rejected ? (input.reason ?? null) : null;
  const note = rejected && input.note ? input.note : null;
  const db = deps.db;
  const { outcome, deliveries } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ ...decisionColumns, submittedAt: interviews.submittedAt })
      .from(interviews)
      .where(ownedInterview(db, actor, interviewId, 'interview.decide'))
      .for('update')
      .limit(1);
    if (!locked) throw interviewNotFound();
    const { submittedAt, ...current } = locked;
    if (isInProgress({ status: current.status, submittedAt }))
      throw new AppError('CONFLICT', decisionChangeMessages.inProgress, { reason: IN_PROGRESS_REASON });
    const step = decisionStep(current.status, input.status);
    if (step === 'same') return { outcome: { row: current, step }, deliveries: [] };
    const changeReason = input.changeReason?.trim() || null;
    if (step === 'change' && !changeReason)
      throw new AppError('VALIDATION', decisionChangeMessages.changeReasonRequired);
    const [row] = await tx
      .update(interviews)
      .set({
        status: input.status,
        decidedBy: actor.userId,
        decidedAt: new Date(),
        rejectionReason: reason,
        rejectionNote: note,
        reviewedAt: sql`coalesce(${interviews.reviewedAt}, now())`,
      })
      .where(eq(interviews.id, current.id))
      .returning(decisionColumns);
    const scope = (await interviewAuditScope(tx, row!.id))!;
    if (step === 'change') {
      await recordAudit(
        { db: tx },
        {
          action: AUDIT_ACTIONS.decisionChange,
          ...auditActorOf(actor),
          scope,
          details: { from: current.status, to: input.status, reason },
          note: note ? `${changeReason}\n\nRejection note: ${note}` : changeReason,
        },
      );
    } else {
      await recordAudit(
        { db: tx },
        {
          action: rejected ? AUDIT_ACTIONS.decisionReject : AUDIT_ACTIONS.decisionAccept,
          ...auditActorOf(actor),
          scope,
          details: rejected ? { reason } : null,
          note,
        },
      );
    }
    const deliveries = await recordInterviewEvent(tx, deps.log, 'decision.made', row!.id, { decision: input.status });
    return { outcome: { row: row!, step }, deliveries };
  });
  await queueWebhookDeliveries(deps, deliveries);
  return outcome;
}

/** The single-interview endpoints (web and public API): the interview's state after the decision. */
export async function setInterviewStatus(
  deps: EmitDeps,
  actor: Actor,
  interviewId: string,
  input: SetStatusInput,
): Promise<DecisionRecord> {
  return (await decideInterview(deps, actor, interviewId, input)).row;
}
