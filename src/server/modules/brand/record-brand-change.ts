import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { auditActorOf, recordAudit } from '../audit/record-audit.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Audits a change of the organization's brand: which parts changed, never their text (docs/decisions/0028). */
export async function recordBrandChange(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  details: { fields?: string[]; logo?: 'uploaded' | 'removed' },
) {
  await recordAudit(
    { db },
    {
      action: AUDIT_ACTIONS.brandChange,
      ...auditActorOf(actor),
      scope: { organizationId: actor.organizationId },
      details,
    },
  );
}
