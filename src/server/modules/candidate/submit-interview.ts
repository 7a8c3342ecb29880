import { and, eq, isNull } from 'drizzle-orm';
import { candidateMessages } from '../../../core/api/candidate.ts';
import type { AppDeps } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueFeedback } from '../../jobs/generate-feedback.ts';
import { transcriptFromTurns } from '../interviews/interview-transcript.ts';
import { assertNotSubmitted, loadTurns, type CandidateInterview } from './policies.ts';

/**
 * Makes the interview final: later candidate writes are refused, and the assessment is queued.
 * Only the submission that flips `submitted_at` queues it: two at once (a double click, or a
 * retried request on another web process) queue one assessment, and the other gets a conflict.
 */
export async function submitInterview(deps: AppDeps, interview: CandidateInterview, input: { keepInTouch: boolean }) {
  assertNotSubmitted(interview);
  const db = deps.database.db;
  const turns = await loadTurns(db, interview.id);
  const submitted = await db
    .update(interviews)
    .set({ submittedAt: new Date(), keepInTouch: input.keepInTouch, transcript: transcriptFromTurns(turns) })
    .where(and(eq(interviews.id, interview.id), isNull(interviews.submittedAt)))
    .returning({ id: interviews.id });
  if (submitted.length === 0) throw new AppError('CONFLICT', candidateMessages.alreadySubmitted);
  await enqueueFeedback(deps, interview.id);
}
