import { eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { OrganizationResponse, RenameOrganizationInput } from '../../../core/api/organizations.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { organization } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { organizationAuditScope } from '../audit/scope.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Renames the actor's active organization (owners and admins: `settings.manage`). Audited
 * without the names: a personal organization is named after a person.
 */
export async function renameOrganization(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  input: RenameOrganizationInput,
): Promise<OrganizationResponse> {
  requireAllowed(actor, 'settings.manage');
  return db.transaction(async (tx) => {
    const [renamed] = await tx
      .update(organization)
      .set({ name: input.name })
      .where(eq(organization.id, actor.organizationId))
      .returning({ id: organization.id, name: organization.name });
    if (!renamed) throw notFound('Organization not found');
    await recordAudit(
      { db: tx },
      {
        action: AUDIT_ACTIONS.organizationRename,
        actorUserId: actor.userId,
        scope: organizationAuditScope(actor.organizationId),
      },
    );
    return renamed;
  });
}
