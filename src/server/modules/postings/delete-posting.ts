import type { UseCaseContext } from '../../deps.ts';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScopes, postingAuditScope } from '../audit/scope.ts';
import { purgeInterviewJobs } from '../retention/purge-interview-jobs.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import { purgePostingFiles, purgePostingFilesJob } from './purge-posting-files.ts';

export type DeletePostingDeps = UseCaseContext<'db' | 'blobs' | 'queue' | 'log'>;

/**
 * Deletes the posting, its interviews and their turns (one statement: FK cascade), then its
 * files. Rows go first: once they are gone no screen can reach the files, so a failed file
 * delete leaves only unreachable files, which are queued for a retried purge. The other
 * order could leave live interviews whose CVs and recordings are already gone.
 * See docs/decisions/0002-posting-deletion.md.
 */
export async function deletePosting(deps: DeletePostingDeps, actor: Actor, postingId: string): Promise<void> {
  const { interviewIds, deleted } = await deps.db.transaction(async (tx) => {
    // Read in the same transaction as the delete, so every interview that goes is named.
    const rows = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
      .where(ownedPosting(actor, postingId, 'posting.delete'));
    // Audit scopes are read before the rows go (they name the owner and hash the e-mails).
    const postingScope = await postingAuditScope(tx, postingId);
    const interviewScopes = await interviewAuditScopes(
      tx,
      rows.map((row) => row.id),
    );
    const gone = await tx
      .delete(jobPostings)
      .where(ownedPosting(actor, postingId, 'posting.delete'))
      .returning({ id: jobPostings.id });
    if (gone.length > 0 && postingScope) {
      await recordAudit({ db: tx }, [
        {
          action: AUDIT_ACTIONS.postingDelete,
          actorUserId: actor.userId,
          scope: postingScope,
          details: { interviews: rows.length },
        },
        ...[...interviewScopes.values()].map((scope) => ({
          action: AUDIT_ACTIONS.interviewDelete,
          actorUserId: actor.userId,
          scope,
          details: { via: 'posting' },
        })),
      ]);
    }
    return { interviewIds: rows.map((row) => row.id), deleted: gone };
  });
  if (deleted.length === 0) throw postingNotFound();

  // Queued jobs about its interviews (decision e-mails hold candidates' addresses) go with them,
  // and so do the mails about the posting itself (candidates' invitations and reminders).
  try {
    await purgeInterviewJobs(deps, interviewIds);
    await deps.queue.deleteJobsWhere('postingId', [postingId]);
  } catch (error) {
    deps.log.error({ err: error, postingId }, 'could not delete the background jobs of deleted interviews');
  }

  try {
    await purgePostingFiles(deps, postingId);
  } catch (error) {
    deps.log.warn({ err: error, postingId }, 'posting files not deleted; queueing a retried purge');
    try {
      await deps.queue.send(purgePostingFilesJob, { postingId });
    } catch (queueError) {
      // The posting is deleted either way; the files are unreachable and the log names the prefix to purge.
      deps.log.error({ err: queueError, postingId }, 'could not queue the purge of posting files');
    }
  }
}
