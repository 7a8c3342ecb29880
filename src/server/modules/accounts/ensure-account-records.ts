import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';

/** Every account gets a subscription row. (Admin rights from ADMIN_EMAILS wait for a verified address.) */
export async function ensureAccountRecords(db: Db, user: { id: string; email: string }) {
  await db.insert(subscriptions).values({ userId: user.id }).onConflictDoNothing();
}
