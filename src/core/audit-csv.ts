import type { AuditEntry } from './api/audit.ts';
import { AUDIT_ACTION_LABELS } from './audit.ts';
import { toCsv } from './csv.ts';
import { rejectionReasonLabel } from './decision-reasons.ts';

export const AUDIT_CSV_HEADER = [
  'time (UTC)',
  'action',
  'description',
  'actor id',
  'actor name',
  'posting id',
  'posting title',
  'interview id',
  'candidate hash',
  'reason',
  'note',
  'details',
] as const;

/** The audit log as CSV (one row per entry, newest first), through the formula-safe writer. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return toCsv([
    AUDIT_CSV_HEADER,
    ...entries.map((entry) => [
      entry.createdAt,
      entry.action,
      AUDIT_ACTION_LABELS[entry.action],
      entry.actor?.id ?? 'system',
      entry.actor?.name ?? '',
      entry.postingId,
      entry.postingTitle,
      entry.interviewId,
      entry.subjectHash,
      entry.reason ? rejectionReasonLabel(entry.reason) : '',
      entry.note,
      entry.details ? JSON.stringify(entry.details) : '',
    ]),
  ]);
}
