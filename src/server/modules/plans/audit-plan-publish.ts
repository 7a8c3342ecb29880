import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { auditActorOf, recordAudit } from '../audit/record-audit.ts';
import { postingAuditScope } from '../audit/scope.ts';
import type { UseCaseContext, DbOrTx } from '../../deps.ts';

/**
 * A plan publish goes into the audit log in the posting's scope: the new version, or no version
 * when the employer published the default interview. A posting deleted meanwhile records nothing.
 */
export async function auditPlanPublish(
  { db: tx }: UseCaseContext<'db', DbOrTx>,
  actor: Actor,
  postingId: string,
  details: { version: number } | { version: null; defaultInterview: true },
): Promise<void> {
  const scope = await postingAuditScope(tx, postingId);
  if (scope)
    await recordAudit({ db: tx }, { action: AUDIT_ACTIONS.planPublish, ...auditActorOf(actor), scope, details });
}
