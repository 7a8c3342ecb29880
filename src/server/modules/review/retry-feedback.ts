import type { Actor } from '../../../core/access.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { changeAssessment } from '../interviews/assessment-status.ts';
import { sendAssessmentJob } from '../interviews/queue-assessment.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { reviewMessages } from '../../../core/api/review.ts';
import { AppError } from '../../errors.ts';
import { decisionColumns, type DecisionRecord } from './presenters.ts';

export const retryNotAllowed = () => new AppError('CONFLICT', reviewMessages.retryNotAllowed);

/**
 * Queues the assessment again after a failure (or for an interview that never got one).
 * The state check and the switch to 'pending' are one UPDATE, so two clicks queue one job;
 * a failure is only marked after pg-boss's final retry, so Retry never joins a live job.
 */
export async function retryFeedback(
  deps: UseCaseContext<'db' | 'queue'>,
  actor: Actor,
  interviewId: string,
): Promise<DecisionRecord> {
  const db = deps.db;
  const owned = ownedInterview(db, actor, interviewId, 'interview.retry-feedback');
  const [row] = await changeAssessment(db, owned, { to: 'pending' }).returning(decisionColumns);
  if (!row) {
    const [exists] = await db.select({ id: interviews.id }).from(interviews).where(owned).limit(1);
    throw exists ? retryNotAllowed() : interviewNotFound();
  }
  await sendAssessmentJob(deps, row.id);
  return row;
}
