import { eq } from 'drizzle-orm';
import type { AiProvider } from '../../adapters/ai/provider.ts';
import type { AppDeps } from '../../deps.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AssessInterviewPayload } from '../../jobs/assess-interview.ts';
import { isFinalAttempt, type JobAttempt, type JobHandler } from '../../jobs/queue.ts';
import { buildAssessment } from './assessment-record.ts';
import { changeAssessment } from './assessment-status.ts';
import { countRecordings, transcriptFromTurns } from './interview-transcript.ts';
import { loadTurns } from './load-turns.ts';
import { FEEDBACK_FALLBACK, missingFeedbackSections, requestFeedback } from './policy.ts';

export type AssessDeps = Pick<AppDeps, 'database' | 'log'> & { ai: AiProvider };

/** Raised when the provider answered with nothing; shown to the employer as the spec's fallback text. */
class EmptyFeedbackError extends Error {
  constructor() {
    super(FEEDBACK_FALLBACK);
    this.name = 'EmptyFeedbackError';
  }
}

/** The short reason an employer sees on a failed review (never a raw provider message). */
export function feedbackFailureReason(error: unknown): string {
  if (error instanceof EmptyFeedbackError) return FEEDBACK_FALLBACK;
  if (error instanceof AppError && error.code === 'UNAVAILABLE') {
    return 'The AI provider could not be reached or was overloaded.';
  }
  if (error instanceof AppError && error.code === 'UPSTREAM') {
    return 'The AI provider rejected the request; check the AI settings.';
  }
  return 'Feedback generation failed unexpectedly.';
}

/** The posting, the transcript and the recording count the assessment reads (it never rewrites the transcript). */
async function loadForAssessment(deps: AssessDeps, interviewId: string) {
  const db = deps.database.db;
  const [interview] = await db
    .select({ transcript: interviews.transcript, title: jobPostings.title, description: jobPostings.description })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(eq(interviews.id, interviewId));
  if (!interview) return undefined;
  const turns = await loadTurns(db, interviewId);
  // Submitted interviews hold the same text; "Assess now" before submission reads the turns so far,
  // and interviews stored before turns existed keep their transcript text.
  const transcript = turns.length > 0 ? transcriptFromTurns(turns) : (interview.transcript ?? '');
  return {
    posting: { title: interview.title, description: interview.description },
    transcript,
    recordingCount: countRecordings(turns),
  };
}

/**
 * Writes the assessment of an interview: feedback, score, analytics and who assessed it. A
 * failed attempt is rethrown so pg-boss retries it; the interview shows failed (with a short
 * reason) only when this was the final attempt, and Pending Review until then.
 */
export async function assessInterview(deps: AssessDeps, interviewId: string, attempt: JobAttempt) {
  const db = deps.database.db;
  const interview = await loadForAssessment(deps, interviewId);
  if (!interview) {
    deps.log.warn({ interviewId }, 'assessment job for an interview that no longer exists');
    return;
  }
  const thisInterview = eq(interviews.id, interviewId);
  const started = await changeAssessment(db, thisInterview, { to: 'running' }).returning({ id: interviews.id });
  if (started.length === 0) {
    deps.log.info({ interviewId }, 'assessment job for an interview already assessed; nothing to do');
    return;
  }
  const { posting, transcript, recordingCount } = interview;
  try {
    const feedback = await requestFeedback(deps.ai, { posting, transcript });
    if (feedback === null) throw new EmptyFeedbackError();
    const missing = missingFeedbackSections(feedback);
    if (missing.length > 0) deps.log.warn({ interviewId, missing }, 'AI feedback lacks sections');
    const record = buildAssessment({
      transcript,
      recordingCount,
      outcome: { kind: 'done', feedback, assessor: deps.ai.assessor },
    });
    await changeAssessment(db, thisInterview, { to: 'done', record });
  } catch (error) {
    const final = isFinalAttempt(attempt);
    deps.log.warn({ err: error, interviewId, retryCount: attempt.retryCount, final }, 'assessment attempt failed');
    if (final) {
      const record = buildAssessment({
        transcript,
        recordingCount,
        outcome: { kind: 'failed', reason: feedbackFailureReason(error) },
      });
      await changeAssessment(db, thisInterview, { to: 'failed', record });
    } else {
      await changeAssessment(db, thisInterview, { to: 'retrying' });
    }
    throw error;
  }
}

/** The job handler (registered in jobs/workers.ts). */
export const handleAssessInterview =
  (deps: AssessDeps): JobHandler<AssessInterviewPayload> =>
  ({ interviewId }, attempt) =>
    assessInterview(deps, interviewId, attempt);
