import { and, eq, gt, inArray } from 'drizzle-orm';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { assessInterviewJob } from './assess-interview.job.ts';
import { ASSESSMENT_TIMED_OUT_REASON } from './assess-interview.ts';
import { changeAssessment } from './assessment-status.ts';

/** Interviews looked at per statement. */
const BATCH = 500;

/**
 * Marks failed (with Retry for the employer) every assessment still "running" that no job will
 * finish: pg-boss expired its last attempt (`ASSESSMENT_ATTEMPT_SECONDS`) or the process running
 * it died and the job ran out of retries. An attempt that is still queued, waiting to retry or
 * active is left alone; pg-boss retries an expired attempt that has retries left. Returns how
 * many were marked.
 */
export async function failStuckAssessments(deps: UseCaseContext<'db' | 'queue' | 'log'>): Promise<number> {
  const db = deps.db;
  let failed = 0;
  let after: string | null = null;
  for (;;) {
    const running = await db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.feedbackStatus, 'running'), after ? gt(interviews.id, after) : undefined))
      .orderBy(interviews.id)
      .limit(BATCH);
    if (running.length === 0) break;
    const ids = running.map((r) => r.id);
    const live = await deps.queue.liveKeys(assessInterviewJob, ids);
    const stuck = ids.filter((id) => !live.has(id));
    if (stuck.length > 0) {
      const marked = await changeAssessment(db, inArray(interviews.id, stuck), {
        to: 'timed-out',
        reason: ASSESSMENT_TIMED_OUT_REASON,
      }).returning({ id: interviews.id });
      failed += marked.length;
      if (marked.length > 0)
        deps.log.warn({ interviewIds: marked.map((m) => m.id) }, 'assessments left running with no job: marked failed');
    }
    if (running.length < BATCH) break;
    after = ids.at(-1)!;
  }
  return failed;
}
