import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { assessInterviewJob } from '../../jobs/assess-interview.ts';
import { changeAssessment } from './assessment-status.ts';

/**
 * Sends the assessment job. pg-boss keeps one per interview: while one is queued, running
 * with retries left or waiting to retry, this returns that job instead of adding another.
 */
export function sendAssessmentJob(deps: Pick<AppDeps, 'queue'>, interviewId: string): Promise<string> {
  return deps.queue.send(assessInterviewJob, { interviewId });
}

/** Marks the interview Pending Review and queues its assessment (on submit). */
export async function queueAssessment(deps: Pick<AppDeps, 'database' | 'queue'>, interviewId: string) {
  await changeAssessment(deps.database.db, eq(interviews.id, interviewId), { to: 'submitted' });
  return sendAssessmentJob(deps, interviewId);
}
