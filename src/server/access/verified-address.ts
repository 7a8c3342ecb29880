import { eq } from 'drizzle-orm';
import { verifiedPrivilegeRefusal, type VerifiedPrivilege } from '../../core/verified-privileges.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** The database or a transaction on it. */
type Reader = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * 403 with "Verify your e-mail address before …" unless the account's address is verified now
 * (read from the database, never from a cached session). See src/core/verified-privileges.ts.
 */
export async function requireVerifiedAddress(db: Reader, userId: string, privilege: VerifiedPrivilege) {
  const [account] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  const refusal = verifiedPrivilegeRefusal({ emailVerified: account?.emailVerified ?? false }, privilege);
  if (refusal) throw new AppError('FORBIDDEN', refusal, { reason: 'EMAIL_NOT_VERIFIED' });
}
