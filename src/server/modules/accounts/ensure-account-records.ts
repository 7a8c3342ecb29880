import type { Db } from '../../db/client.ts';
import { admins, subscriptions } from '../../db/schema.ts';

/** Every account gets a subscription row; addresses in ADMIN_EMAILS become admins at sign-up. */
export async function ensureAccountRecords(db: Db, user: { id: string; email: string }, adminEmails: string[]) {
  await db.insert(subscriptions).values({ userId: user.id }).onConflictDoNothing();
  if (adminEmails.includes(user.email.toLowerCase())) {
    await db.insert(admins).values({ userId: user.id }).onConflictDoNothing();
  }
}
