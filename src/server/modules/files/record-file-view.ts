import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { isUuid } from '../../../core/ids.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import type { UseCaseContext } from '../../deps.ts';

const CANDIDATE_FILE = /^postings\/([^/]+)\/interviews\/([^/]+)\/(cv\.[a-z]+|answer-(\d+)\.webm)$/;

/**
 * Logs the opening of a candidate's CV or recording through a signed link (disk storage). The link
 * was issued to a signed-in employer (logged as interview.view); the session, when the browser
 * sends it, names who opened it.
 */
export async function recordFileView(
  { db }: UseCaseContext<'db'>,
  key: string,
  actorUserId: string | null,
): Promise<void> {
  const match = CANDIDATE_FILE.exec(key);
  if (!match || !isUuid(match[2]!)) return;
  const scope = await interviewAuditScope(db, match[2]!);
  if (!scope) return;
  const recordingSeq = match[4];
  await recordAudit(
    { db },
    {
      action: recordingSeq ? AUDIT_ACTIONS.recordingView : AUDIT_ACTIONS.cvView,
      actorUserId,
      scope,
      details: recordingSeq ? { seq: Number(recordingSeq) } : null,
    },
  );
}
