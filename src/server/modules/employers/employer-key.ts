import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

/**
 * The one place that says who "the employer" is for per-employer settings (the candidate
 * notice) and notifications. Today it is the account that owns the posting; when postings
 * belong to organizations these functions return the organization's id and its contact, and
 * every caller follows.
 */
export type EmployerKey = string;

/** The employer a posting belongs to. */
export const employerOfPosting = (posting: { userId: string }): EmployerKey => posting.userId;

/** The employer a signed-in account acts for. */
export const employerOfAccount = (accountId: string): EmployerKey => accountId;

/** Where the employer's notifications go, and the contact candidates are given; null if unknown. */
export async function employerContactEmail(db: Db, employer: EmployerKey): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, employer)).limit(1);
  return row?.email ?? null;
}
