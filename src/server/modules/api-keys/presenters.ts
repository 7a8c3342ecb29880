import type { ApiKey } from '../../../core/api/api-keys.ts';
import type { apiKeys } from '../../db/schema.ts';

export type ApiKeyRecord = Pick<
  typeof apiKeys.$inferSelect,
  'id' | 'name' | 'prefix' | 'scopes' | 'createdAt' | 'lastUsedAt' | 'revokedAt'
>;

export const presentApiKey = (row: ApiKeyRecord): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});
