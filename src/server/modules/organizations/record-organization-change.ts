import { AUDIT_ACTIONS, type AuditAction } from '../../../core/audit.ts';
import type { OrganizationChange } from '../../auth/organization-changes.ts';
import { hashSubjectEmail, recordAudit } from '../audit/record-audit.ts';
import type { UseCaseContext } from '../../deps.ts';

const ACTION: Record<OrganizationChange['kind'], AuditAction> = {
  invite: AUDIT_ACTIONS.memberInvite,
  'invitation-cancel': AUDIT_ACTIONS.invitationCancel,
  join: AUDIT_ACTIONS.memberJoin,
  'role-change': AUDIT_ACTIONS.memberRoleChange,
  remove: AUDIT_ACTIONS.memberRemove,
  leave: AUDIT_ACTIONS.memberLeave,
  create: AUDIT_ACTIONS.organizationCreate,
  delete: AUDIT_ACTIONS.organizationDelete,
};

/**
 * Audits a change to an organization's members, invitations or existence made through
 * better-auth's endpoints (docs/decisions/0028). Ids and roles only: an invited address is kept
 * as the log's salted hash, so the log can be searched by it but never read back into it.
 */
export async function recordOrganizationChange(
  { db }: UseCaseContext<'db'>,
  change: OrganizationChange,
  actorUserId: string | null,
) {
  const scope = { organizationId: change.organizationId };
  const base = { action: ACTION[change.kind], actorUserId };
  switch (change.kind) {
    case 'invite':
    case 'invitation-cancel':
      await recordAudit(
        { db },
        {
          ...base,
          scope: { ...scope, subjectEmailHash: await hashSubjectEmail(db, change.email) },
          details: { invitationId: change.invitationId, ...(change.kind === 'invite' ? { role: change.role } : {}) },
        },
      );
      return;
    case 'join':
      await recordAudit(
        { db },
        {
          ...base,
          scope,
          subject: change.memberUserId,
          details: { invitationId: change.invitationId, role: change.role },
        },
      );
      return;
    case 'role-change':
    case 'remove':
    case 'leave':
      await recordAudit({ db }, { ...base, scope, subject: change.memberUserId, details: { role: change.role } });
      return;
    case 'create':
    case 'delete':
      await recordAudit({ db }, { ...base, scope });
      return;
  }
}
