import { eq, inArray, type SQL } from 'drizzle-orm';
import { auditLog, interviews, jobPostings } from '../../db/schema.ts';
import { subjectEmailHasher, type AuditScope, type AuditWriter } from './record-audit.ts';

/*
 * The scope of an audit entry is the employer that owns what it is about. Today that is the posting
 * owner's account; when postings belong to organizations, these functions are the one place to
 * change (derive the organization id here, read by it in `auditReadScope`).
 */

/** The scope of an entry about one account's own settings or billing. */
export const organizationAuditScope = (accountId: string): AuditScope => ({ ownerId: accountId });

/** The scope of an entry about a candidate across this employer's postings (a data-subject request). */
export const candidateAuditScope = (accountId: string, subjectEmailHash: string): AuditScope => ({
  ownerId: accountId,
  subjectEmailHash,
});

/** The scope of an entry about a posting; null when the posting no longer exists. */
export async function postingAuditScope(tx: AuditWriter, postingId: string): Promise<AuditScope | null> {
  const [row] = await tx
    .select({ ownerId: jobPostings.userId })
    .from(jobPostings)
    .where(eq(jobPostings.id, postingId))
    .limit(1);
  return row ? { ownerId: row.ownerId, postingId } : null;
}

/** The scope of an entry about one interview, with the candidate named only by the salted e-mail hash. */
export async function interviewAuditScope(tx: AuditWriter, interviewId: string): Promise<AuditScope | null> {
  return (await interviewAuditScopes(tx, [interviewId])).get(interviewId) ?? null;
}

/** The scopes of many interviews (those that exist), in one statement per thousand ids. */
export async function interviewAuditScopes(tx: AuditWriter, interviewIds: string[]): Promise<Map<string, AuditScope>> {
  const scopes = new Map<string, AuditScope>();
  if (interviewIds.length === 0) return scopes;
  const hash = await subjectEmailHasher(tx);
  for (let start = 0; start < interviewIds.length; start += 1000) {
    const rows = await tx
      .select({
        id: interviews.id,
        ownerId: jobPostings.userId,
        postingId: interviews.jobPostingId,
        email: interviews.candidateEmail,
      })
      .from(interviews)
      .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
      .where(inArray(interviews.id, interviewIds.slice(start, start + 1000)));
    for (const row of rows) {
      scopes.set(row.id, {
        ownerId: row.ownerId,
        postingId: row.postingId,
        interviewId: row.id,
        subjectEmailHash: hash(row.email),
      });
    }
  }
  return scopes;
}

/** The entries an employer may read: those scoped to them. */
export const auditReadScope = (userId: string): SQL => eq(auditLog.ownerId, userId);
