import { eq, inArray, type SQL } from 'drizzle-orm';
import { auditLog, interviews, jobPostings } from '../../db/schema.ts';
import { subjectEmailHasher, type AuditScope, type AuditWriter } from './record-audit.ts';

/*
 * The scope of an audit entry is the organization that owns what it is about (the posting's
 * organization for anything about a posting or an interview); its members with the right to read
 * the log see it (`auditReadScope`).
 */

/** The scope of an entry about one organization's own settings or billing. */
export const organizationAuditScope = (organizationId: string): AuditScope => ({ organizationId });

/** The scope of an entry about a candidate across this organization's postings (a data-subject request). */
export const candidateAuditScope = (organizationId: string, subjectEmailHash: string): AuditScope => ({
  organizationId,
  subjectEmailHash,
});

/** The scope of an entry about a posting; null when the posting no longer exists. */
export async function postingAuditScope(tx: AuditWriter, postingId: string): Promise<AuditScope | null> {
  const [row] = await tx
    .select({ organizationId: jobPostings.organizationId })
    .from(jobPostings)
    .where(eq(jobPostings.id, postingId))
    .limit(1);
  return row ? { organizationId: row.organizationId, postingId } : null;
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
        organizationId: jobPostings.organizationId,
        postingId: interviews.jobPostingId,
        email: interviews.candidateEmail,
      })
      .from(interviews)
      .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
      .where(inArray(interviews.id, interviewIds.slice(start, start + 1000)));
    for (const row of rows) {
      scopes.set(row.id, {
        organizationId: row.organizationId,
        postingId: row.postingId,
        interviewId: row.id,
        subjectEmailHash: hash(row.email),
      });
    }
  }
  return scopes;
}

/** The entries a member may read: those of their active organization. */
export const auditReadScope = (organizationId: string): SQL => eq(auditLog.organizationId, organizationId);
