import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { apiKeyMessages } from '../../../core/api/api-keys.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { isUuid } from '../../../core/ids.ts';
import { apiKeys } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { findApiKeyRecord } from './list-api-keys.ts';
import type { ApiKeyRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Revokes a key of the actor's organization; from now on it answers 401. Revoking twice keeps the first time. */
export async function revokeApiKey({ db }: UseCaseContext<'db'>, actor: Actor, keyId: string): Promise<ApiKeyRecord> {
  requireAllowed(actor, 'api-keys.manage');
  if (!isUuid(keyId)) throw notFound(apiKeyMessages.notFound);
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organizationId, actor.organizationId)))
      .returning({ id: apiKeys.id });
    const row = revoked && (await findApiKeyRecord(tx, actor.organizationId, revoked.id));
    if (!row) throw notFound(apiKeyMessages.notFound);
    await recordAudit(
      { db: tx },
      {
        action: AUDIT_ACTIONS.apiKeyRevoke,
        actorUserId: actor.userId,
        scope: { organizationId: actor.organizationId },
        details: { keyId: row.id, prefix: row.prefix },
      },
    );
    return row;
  });
}
