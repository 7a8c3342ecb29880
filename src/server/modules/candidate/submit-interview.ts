import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { transcriptFromTurns } from '../interviews/interview-transcript.ts';
import { queueAssessment } from '../interviews/queue-assessment.ts';
import { assertNotSubmitted, loadTurns, type CandidateInterview } from './policies.ts';

/** Makes the interview final: later candidate writes are refused, and the assessment is queued. */
export async function submitInterview(deps: AppDeps, interview: CandidateInterview, input: { keepInTouch: boolean }) {
  assertNotSubmitted(interview);
  const db = deps.database.db;
  const turns = await loadTurns(db, interview.id);
  await db
    .update(interviews)
    .set({ submittedAt: new Date(), keepInTouch: input.keepInTouch, transcript: transcriptFromTurns(turns) })
    .where(eq(interviews.id, interview.id));
  await queueAssessment(deps, interview.id);
}
