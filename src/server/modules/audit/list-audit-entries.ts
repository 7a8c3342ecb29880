import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '../../../core/api/audit.ts';
import { ADMIN_AUDIT_ACTIONS, AUDIT_ACTION_LIST, type AuditAction } from '../../../core/audit.ts';
import { REJECTION_REASON_CODES, type RejectionReason } from '../../../core/decision-reasons.ts';
import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { auditLog, auditNotes, jobPostings, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireAdmin } from '../../access/install-admin.ts';
import { hashSubjectEmail } from './record-audit.ts';
import { auditReadScope } from './scope.ts';
import { DATE_ORDER_MESSAGE, DAY_MS } from '../../../core/dates.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The filters of the viewer as one condition, inside the reader's scope (own entries, or admin actions for admins). */
export async function auditConditions(db: Db, actor: Actor, query: Omit<AuditQuery, 'page'>): Promise<SQL> {
  const conditions: SQL[] = [];
  if (query.scope === 'admin') {
    await requireAdmin(db, actor.userId);
    conditions.push(inArray(auditLog.action, [...ADMIN_AUDIT_ACTIONS]));
  } else {
    requireAllowed(actor, 'audit.read');
    conditions.push(auditReadScope(actor.organizationId));
  }
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.from && query.to && query.from > query.to) {
    throw new AppError('VALIDATION', DATE_ORDER_MESSAGE);
  }
  if (query.interviewId) conditions.push(eq(auditLog.interviewId, query.interviewId));
  if (query.email) conditions.push(eq(auditLog.subjectEmailHash, await hashSubjectEmail(db, query.email)));
  return and(...conditions)!;
}

const asAction = (value: string): AuditAction | null => AUDIT_ACTION_LIST.find((a) => a === value) ?? null;
const asReason = (value: unknown): RejectionReason | null => REJECTION_REASON_CODES.find((r) => r === value) ?? null;

/** Entries newest first, with the actor's name, the posting's title and a rejection's note when they still exist. */
export async function readAuditEntries(db: Db, where: SQL, limit: number, offset: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      actorId: auditLog.actorUserId,
      actorName: user.name,
      postingId: auditLog.postingId,
      postingTitle: jobPostings.title,
      interviewId: auditLog.interviewId,
      subjectHash: auditLog.subjectEmailHash,
      details: auditLog.details,
      note: auditNotes.text,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .leftJoin(jobPostings, eq(jobPostings.id, auditLog.postingId))
    .leftJoin(auditNotes, eq(auditNotes.auditId, auditLog.id))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.flatMap((row) => {
    const action = asAction(row.action);
    if (!action) return [];
    const details = (row.details ?? null) as Record<string, unknown> | null;
    return [
      {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        action,
        actor: row.actorId ? { id: row.actorId, name: row.actorName } : null,
        postingId: row.postingId,
        postingTitle: row.postingTitle,
        interviewId: row.interviewId,
        subjectHash: row.subjectHash ? row.subjectHash.slice(0, 12) : null,
        reason: asReason(details?.reason),
        note: row.note,
        details,
      },
    ];
  });
}

/** One page of the audit log for the viewer. */
export async function listAuditEntries({ db }: UseCaseContext<'db'>, actor: Actor, query: AuditQuery) {
  const where = await auditConditions(db, actor, query);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const items = await readAuditEntries(db, where, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE);
  return { items, total: total?.n ?? 0, page: query.page, pageSize: AUDIT_PAGE_SIZE };
}
