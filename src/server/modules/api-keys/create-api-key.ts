import type { Actor } from '../../../core/access.ts';
import type { ApiKeyScope } from '../../../core/api-keys.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { apiKeys } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { requireVerifiedAddress } from '../../access/verified-address.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { newApiKeySecret } from './api-key-secret.ts';
import { findApiKeyRecord } from './list-api-keys.ts';
import type { ApiKeyRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/** A new key of the actor's organization. The secret is returned here once and only its digest is stored. */
export async function createApiKey(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<{ record: ApiKeyRecord; secret: string }> {
  requireAllowed(actor, 'api-keys.manage');
  await requireVerifiedAddress(db, actor.userId, 'api-keys.create');
  const { secret, prefix, hash } = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        organizationId: actor.organizationId,
        name: input.name,
        prefix,
        hash,
        scopes: input.scopes,
        createdBy: actor.userId,
      })
      .returning({ id: apiKeys.id });
    const record = await findApiKeyRecord(tx, actor.organizationId, created!.id);
    await recordAudit(
      { db: tx },
      {
        action: AUDIT_ACTIONS.apiKeyCreate,
        actorUserId: actor.userId,
        scope: { organizationId: actor.organizationId },
        details: { keyId: record!.id, prefix: prefix, scopes: input.scopes },
      },
    );
    return { record: record!, secret };
  });
}
