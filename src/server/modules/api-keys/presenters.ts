import { isOrganizationRole } from '../../../core/access.ts';
import type { ApiKey } from '../../../core/api/api-keys.ts';
import type { apiKeys } from '../../db/schema.ts';

export type ApiKeyRecord = Pick<
  typeof apiKeys.$inferSelect,
  'id' | 'name' | 'prefix' | 'scopes' | 'createdAt' | 'lastUsedAt' | 'revokedAt'
> & {
  creatorId: string | null;
  creatorName: string | null;
  creatorEmail: string | null;
  creatorRole: string | null;
};

export const presentApiKey = (row: ApiKeyRecord): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdBy:
    row.creatorId && row.creatorName !== null && row.creatorEmail !== null
      ? {
          id: row.creatorId,
          name: row.creatorName,
          email: row.creatorEmail,
          role: isOrganizationRole(row.creatorRole) ? row.creatorRole : null,
        }
      : null,
});
