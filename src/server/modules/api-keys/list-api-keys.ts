import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { apiKeys, member, user } from '../../db/schema.ts';
import type { AuditWriter } from '../audit/record-audit.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import type { ApiKeyRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

export const apiKeyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/**
 * Keys with who created them and the role that person holds in the key's organization now (the
 * role the key acts with; null once they left, and the key no longer works).
 */
export const selectApiKeyRecords = (db: AuditWriter) =>
  db
    .select({
      ...apiKeyColumns,
      creatorId: apiKeys.createdBy,
      creatorName: user.name,
      creatorEmail: user.email,
      creatorRole: member.role,
    })
    .from(apiKeys)
    .leftJoin(user, eq(user.id, apiKeys.createdBy))
    .leftJoin(member, and(eq(member.userId, apiKeys.createdBy), eq(member.organizationId, apiKeys.organizationId)));

/** One key of the organization, as the list shows it. */
export async function findApiKeyRecord(db: AuditWriter, organizationId: string, keyId: string) {
  const [row] = await selectApiKeyRecords(db)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organizationId, organizationId)))
    .limit(1);
  return row;
}

/** The keys of the actor's organization, revoked ones included, newest first. */
export async function listApiKeys({ db }: UseCaseContext<'db'>, actor: Actor): Promise<ApiKeyRecord[]> {
  requireAllowed(actor, 'api-keys.manage');
  return selectApiKeyRecords(db)
    .where(eq(apiKeys.organizationId, actor.organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
