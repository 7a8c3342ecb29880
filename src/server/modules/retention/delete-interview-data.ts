import { inArray } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScopes } from '../audit/scope.ts';
import { purgeInterviewJobs } from './purge-interview-jobs.ts';

/** Who deleted, for the audit log: a signed-in employer, the candidate, or the retention job. */
export type DeletionCause = { actorUserId: string | null; via: 'retention' | 'candidate' | 'employer' };

/**
 * Deletes interviews with their CVs and recordings, and the background jobs about them (a
 * queued decision e-mail holds the candidate's address, name and the employer's text). Files
 * and jobs go first: if that fails the rows stay, so the next run finds them again and nothing
 * is left without its owner record. Each deletion is logged in the same transaction as the rows;
 * the log keeps ids and the salted e-mail hash only (docs/decisions/0020-audit-log-and-oversight.md).
 */
export async function deleteInterviewData(
  deps: UseCaseContext<'db' | 'blobs' | 'queue'>,
  targets: Array<{ id: string; jobPostingId: string }>,
  cause: DeletionCause = { actorUserId: null, via: 'retention' },
): Promise<number> {
  if (targets.length === 0) return 0;
  for (const target of targets) await deps.blobs.deletePrefix(blobKeys.interview(target.jobPostingId, target.id));
  await purgeInterviewJobs(
    deps,
    targets.map((target) => target.id),
  );
  return deps.db.transaction(async (tx) => {
    const scopes = await interviewAuditScopes(
      tx,
      targets.map((t) => t.id),
    );
    const deleted = await tx
      .delete(interviews)
      .where(
        inArray(
          interviews.id,
          targets.map((t) => t.id),
        ),
      )
      .returning({ id: interviews.id });
    await recordAudit(
      { db: tx },
      deleted.flatMap(({ id }) => {
        const scope = scopes.get(id);
        if (!scope) return [];
        return [
          { action: AUDIT_ACTIONS.interviewDelete, actorUserId: cause.actorUserId, scope, details: { via: cause.via } },
        ];
      }),
    );
    return deleted.length;
  });
}
