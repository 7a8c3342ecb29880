import { lt, sql } from 'drizzle-orm';
import { AUDIT_MIN_RETENTION_DAYS } from '../../../core/audit.ts';
import { auditLog } from '../../db/schema.ts';
import { DAY_MS } from '../../../core/dates.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Removes audit entries older than the retention. The log refuses DELETE (migration 0017) unless
 * the transaction sets `screenroom.audit_purge = on`, and even then only rows older than
 * `screenroom.audit_retention_days` (never under 183): both settings are local to this transaction.
 */
export async function purgeExpiredAudit(
  { db }: UseCaseContext<'db'>,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const days = Math.max(AUDIT_MIN_RETENTION_DAYS, retentionDays);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('screenroom.audit_purge', 'on', true)`);
    await tx.execute(sql`select set_config('screenroom.audit_retention_days', ${String(days)}, true)`);
    const gone = await tx.delete(auditLog).where(lt(auditLog.createdAt, cutoff)).returning({ id: auditLog.id });
    return gone.length;
  });
}
