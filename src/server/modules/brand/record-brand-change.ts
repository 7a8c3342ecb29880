import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { auditActorOf, recordAudit } from '../audit/record-audit.ts';

/** Audits a change of the organization's brand: which parts changed, never their text (docs/decisions/0028). */
export async function recordBrandChange(
  db: Db,
  actor: Actor,
  details: { fields?: string[]; logo?: 'uploaded' | 'removed' },
) {
  await recordAudit(db, {
    action: AUDIT_ACTIONS.brandChange,
    ...auditActorOf(actor),
    scope: { organizationId: actor.organizationId },
    details,
  });
}
