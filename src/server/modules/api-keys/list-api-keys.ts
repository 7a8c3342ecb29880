import { desc, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';
import { requireAllowed } from '../organizations/policies.ts';
import type { ApiKeyRecord } from './presenters.ts';

export const apiKeyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** The keys of the actor's organization, revoked ones included, newest first. */
export async function listApiKeys(db: Db, actor: Actor): Promise<ApiKeyRecord[]> {
  requireAllowed(actor, 'api-keys.manage');
  return db
    .select(apiKeyColumns)
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, actor.organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
