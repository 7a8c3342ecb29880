import { desc, eq } from 'drizzle-orm';
import { DEFAULT_NOTICE_TEXT } from '../../../core/candidate-notice.ts';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import type { EmployerKey } from '../employers/employer-key.ts';

export type NoticeVersion = { id: string; version: number; text: string; createdAt: Date };

/** The employer's latest saved notice version, or null while they use the default text. */
export async function latestNotice(db: Db, employer: EmployerKey): Promise<NoticeVersion | null> {
  const [row] = await db
    .select({ id: notices.id, version: notices.version, text: notices.text, createdAt: notices.createdAt })
    .from(notices)
    .where(eq(notices.ownerId, employer))
    .orderBy(desc(notices.version))
    .limit(1);
  return row ?? null;
}

/**
 * Adds a version after the latest. Two saves racing for one number: the unique (owner,
 * version) constraint refuses the second, which then takes the next number.
 */
export async function appendNotice(db: Db, employer: EmployerKey, text: string): Promise<NoticeVersion> {
  for (let attempt = 0; ; attempt++) {
    const latest = await latestNotice(db, employer);
    const [row] = await db
      .insert(notices)
      .values({ ownerId: employer, version: (latest?.version ?? 0) + 1, text })
      .onConflictDoNothing()
      .returning({ id: notices.id, version: notices.version, text: notices.text, createdAt: notices.createdAt });
    if (row) return row;
    if (attempt >= 5) throw new Error('could not number the notice version');
  }
}

/**
 * The notice a candidate is shown now: the latest version, or (first time) the default text
 * stored as version 1, so every consent points at a stored version.
 */
export async function currentNoticeVersion(db: Db, employer: EmployerKey): Promise<NoticeVersion> {
  return (await latestNotice(db, employer)) ?? appendNotice(db, employer, DEFAULT_NOTICE_TEXT);
}
