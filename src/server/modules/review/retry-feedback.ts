import { and, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { enqueueFeedback } from '../../jobs/generate-feedback.ts';
import { interviewNotFound, ownedInterview, RETRYABLE_FEEDBACK, retryNotAllowed } from './policies.ts';
import { decisionColumns, type DecisionRecord } from './presenters.ts';

/**
 * Queues the assessment again after a failure (or for an interview that never got one).
 * The state check and the switch to 'pending' are one UPDATE, so two clicks queue one job.
 */
export async function retryFeedback(
  deps: Pick<AppDeps, 'database' | 'queue'>,
  userId: string,
  interviewId: string,
): Promise<DecisionRecord> {
  const db = deps.database.db;
  const owned = ownedInterview(db, userId, interviewId);
  const [row] = await db
    .update(interviews)
    .set({ feedbackStatus: 'pending', feedbackError: null })
    .where(and(owned, inArray(interviews.feedbackStatus, [...RETRYABLE_FEEDBACK])))
    .returning(decisionColumns);
  if (!row) {
    const [exists] = await db.select({ id: interviews.id }).from(interviews).where(owned).limit(1);
    throw exists ? retryNotAllowed() : interviewNotFound();
  }
  await enqueueFeedback(deps, row.id);
  return row;
}
