import type { Db } from '../../db/client.ts';
import { ensurePersonalOrganization } from '../organizations/personal-organization.ts';

/**
 * Every account gets a personal organization it owns, with its subscription row. (Admin rights
 * from ADMIN_EMAILS wait for a verified address.)
 */
export async function ensureAccountRecords(db: Db, user: { id: string; email: string; name?: string }) {
  await ensurePersonalOrganization(db, user);
}
