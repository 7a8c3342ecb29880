import type { NoticeInput, NoticeResponse } from '../../../core/api/notices.ts';
import type { EmployerKey } from '../employers/employer-key.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { organizationAuditScope } from '../audit/scope.ts';
import { presentNotice } from './get-notice.ts';
import { appendNotice, latestNotice } from './notice-versions.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Saves the employer's notice as a new immutable version (an unchanged text adds none); a new
 * version is audited (who changed what candidates are told).
 */
export async function saveNotice(
  { db }: UseCaseContext<'db'>,
  employer: EmployerKey,
  actorUserId: string,
  billingEnabled: boolean,
  input: NoticeInput,
): Promise<NoticeResponse> {
  const latest = await latestNotice(db, employer);
  const saved = latest?.text === input.text ? latest : await appendNotice(db, employer, input.text);
  if (saved !== latest) {
    await recordAudit(
      { db },
      {
        action: AUDIT_ACTIONS.noticeChange,
        actorUserId,
        scope: organizationAuditScope(employer),
        details: { version: saved.version },
      },
    );
  }
  return presentNotice(db, employer, billingEnabled, saved);
}
