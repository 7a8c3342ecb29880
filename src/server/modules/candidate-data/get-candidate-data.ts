import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { CandidateData } from '../../../core/api/audit.ts';
import { hashSubjectEmail, recordAudit } from '../audit/record-audit.ts';
import { candidateAuditScope } from '../audit/scope.ts';
import { findHeldInterviews } from './find-held-interviews.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The employer's look-up of one address (a data-subject request); the look-up itself is logged. */
export async function getCandidateData(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  email: string,
): Promise<CandidateData> {
  const held = await findHeldInterviews({ db }, actor, email);
  await recordAudit(
    { db },
    {
      action: AUDIT_ACTIONS.candidateDataView,
      actorUserId: actor.userId,
      scope: candidateAuditScope(actor.organizationId, await hashSubjectEmail(db, email)),
      details: { interviews: held.length },
    },
  );
  return { email: email.trim().toLowerCase(), interviews: held };
}
