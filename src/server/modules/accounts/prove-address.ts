import { eq } from 'drizzle-orm';
import { user } from '../../db/schema.ts';
import { grantListedAdmin } from '../admin/grant-listed-admin.ts';
import { revokeUnprovenCredentials } from './revoke-unproven-credentials.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * The owner proved the mailbox for the first time (verification link or password reset): the
 * address is verified from now on, everything the account held before is revoked
 * (revokeUnprovenCredentials), and an address listed in ADMIN_EMAILS becomes an administrator.
 */
export async function proveAddress(
  { db }: UseCaseContext<'db'>,
  account: { id: string; email: string },
  keepSessionId: string | null,
  adminEmails: string[],
) {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
  await revokeUnprovenCredentials({ db }, account.id, keepSessionId);
  await grantListedAdmin({ db }, account, adminEmails);
}
