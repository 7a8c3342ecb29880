import { isUuid } from '../../../core/ids.ts';

/** `Date.prototype.toISOString` of a four-digit year: the only time form a cursor carries. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque cursor of a list ordered newest first: the last row's creation time and id. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

/**
 * The row a cursor points after, or null for anything this API did not hand out. The time must be
 * exactly as `encodeCursor` writes it and the id a row id, so a tampered cursor is a 400 and never
 * reaches SQL as a value the database refuses (a 500).
 */
export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || !ISO_TIME.test(at) || typeof id !== 'string' || !isUuid(id)) return null;
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
