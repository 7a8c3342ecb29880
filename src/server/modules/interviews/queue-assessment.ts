import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { assessInterviewJob } from './assess-interview.job.ts';
import { changeAssessment } from './assessment-status.ts';

/**
 * Sends the assessment job. pg-boss keeps one per interview: while one is queued, running
 * with retries left or waiting to retry, this returns that job instead of adding another.
 */
export function sendAssessmentJob(deps: UseCaseContext<'queue'>, interviewId: string): Promise<string> {
  return deps.queue.send(assessInterviewJob, { interviewId });
}

/**
 * Marks the interview Pending Review and queues its assessment (on submit). Nothing is queued
 * when the change does not apply (an alternative-process application is never assessed).
 */
export async function queueAssessment(
  deps: UseCaseContext<'db' | 'queue'>,
  interviewId: string,
): Promise<string | null> {
  const db = deps.db;
  const changed = await changeAssessment(db, eq(interviews.id, interviewId), { to: 'submitted' }).returning({
    id: interviews.id,
  });
  if (changed.length === 0) {
    // Already pending or running (a job is live: sending joins it), or never to be assessed.
    const [row] = await db
      .select({ status: interviews.status, repeatOf: interviews.repeatOf })
      .from(interviews)
      .where(eq(interviews.id, interviewId));
    if (!row || row.status === 'alternative-requested' || row.repeatOf) return null;
  }
  return sendAssessmentJob(deps, interviewId);
}
