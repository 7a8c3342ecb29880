import { eq } from 'drizzle-orm';
import { adminMessages } from '../../core/api/billing.ts';
import type { Db } from '../db/client.ts';
import { admins } from '../db/schema.ts';
import { forbidden } from '../errors.ts';

/** docs/product-rules.md §6: an administrator of the install is a user listed in the admins table (not an organization role). */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const row = await db.query.admins.findFirst({ where: eq(admins.userId, userId), columns: { id: true } });
  return Boolean(row);
}

export async function requireAdmin(db: Db, userId: string): Promise<void> {
  if (!(await isAdmin(db, userId))) throw forbidden(adminMessages.forbidden);
}
