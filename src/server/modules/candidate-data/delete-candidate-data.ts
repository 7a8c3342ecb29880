import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { hashSubjectEmail, recordAudit } from '../audit/record-audit.ts';
import { candidateAuditScope } from '../audit/scope.ts';
import { deleteInterviewData } from '../retention/delete-interview-data.ts';
import { heldByEmail } from './find-held-interviews.ts';

/**
 * Erasure on the employer's side: every interview of the address under this employer's postings,
 * with turns, files and queued jobs (deleteInterviewData). Each interview's deletion and the request
 * itself are logged with ids and the salted hash only.
 */
export async function deleteCandidateData(
  deps: UseCaseContext<'db' | 'blobs' | 'queue'>,
  actor: Actor,
  email: string,
): Promise<number> {
  const { db } = deps;
  const targets = await db
    .select({ id: interviews.id, jobPostingId: interviews.jobPostingId })
    .from(interviews)
    .where(heldByEmail(db, actor, email));
  const deleted = await deleteInterviewData(deps, targets, { actorUserId: actor.userId, via: 'employer' });
  await recordAudit(
    { db },
    {
      action: AUDIT_ACTIONS.candidateDataDelete,
      actorUserId: actor.userId,
      scope: candidateAuditScope(actor.organizationId, await hashSubjectEmail(db, email)),
      details: { interviews: deleted, interviewIds: targets.map((t) => t.id) },
    },
  );
  return deleted;
}
