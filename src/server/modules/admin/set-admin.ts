import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { admins, user } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';

export type SetAdminResult = { found: false } | { found: true; userId: string; email: string; changed: boolean };

/** Makes an existing account an admin, or removes that right (used by `npm run admin`). Audited. */
export async function setAdminByEmail(db: Db, email: string, makeAdmin: boolean, via = 'cli'): Promise<SetAdminResult> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
      .limit(1);
    if (!account) return { found: false } as const;
    const changed = makeAdmin
      ? (await tx.insert(admins).values({ userId: account.id }).onConflictDoNothing().returning({ id: admins.id }))
          .length > 0
      : (await tx.delete(admins).where(eq(admins.userId, account.id)).returning({ id: admins.id })).length > 0;
    if (changed) {
      await recordAudit(
        { db: tx },
        {
          actorUserId: null,
          action: makeAdmin ? AUDIT_ACTIONS.adminGrant : AUDIT_ACTIONS.adminRevoke,
          scope: { organizationId: null },
          subject: account.id,
          details: { via },
        },
      );
    }
    return { found: true, userId: account.id, email: account.email, changed } as const;
  });
}
