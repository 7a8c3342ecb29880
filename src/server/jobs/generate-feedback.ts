import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { computeAnalytics } from '../../core/analytics.ts';
import { extractScore } from '../../core/score.ts';
import type { AiProvider } from '../adapters/ai/provider.ts';
import type { AppDeps } from '../deps.ts';
import { interviews, jobPostings } from '../db/schema.ts';
import { loadTurns } from '../modules/interviews/load-turns.ts';
import { AppError } from '../errors.ts';
import { countRecordings, transcriptFromTurns } from '../modules/interviews/interview-transcript.ts';
import { FEEDBACK_FALLBACK, missingFeedbackSections, requestFeedback } from '../modules/interviews/policy.ts';
import { defineJob, type JobHandler } from './queue.ts';

export const generateFeedbackJob = defineJob({
  name: 'generate-feedback',
  payload: z.object({ interviewId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
});

export type GenerateFeedbackPayload = z.infer<typeof generateFeedbackJob.payload>;
export type FeedbackJobDeps = Pick<AppDeps, 'database' | 'log'> & { ai: AiProvider };

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

async function loadInterview(deps: FeedbackJobDeps, interviewId: string) {
  const db = deps.database.db;
  const [interview] = await db
    .select({ transcript: interviews.transcript, title: jobPostings.title, description: jobPostings.description })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(eq(interviews.id, interviewId));
  if (!interview) return undefined;
  const turns = await loadTurns(db, interviewId);
  // Interviews stored before turns existed keep their transcript text.
  const transcript = turns.length > 0 ? transcriptFromTurns(turns) : (interview.transcript ?? '');
  return { ...interview, transcript, recordingCount: countRecordings(turns) };
}

/**
 * Writes the AI feedback, score, analytics and transcript of a submitted interview. A
 * failure is recorded on the interview (status 'failed' with a short reason) and rethrown
 * so pg-boss retries; a later success clears it.
 */
export const handleGenerateFeedback =
  (deps: FeedbackJobDeps): JobHandler<GenerateFeedbackPayload> =>
  async ({ interviewId }) => {
    const interview = await loadInterview(deps, interviewId);
    if (!interview) {
      deps.log.warn({ interviewId }, 'feedback job for an interview that no longer exists');
      return;
    }
    const { title, description, transcript, recordingCount } = interview;
    const analytics = computeAnalytics({ transcript, recordingCount });
    const db = deps.database.db;
    try {
      const feedback = await requestFeedback(deps.ai, { posting: { title, description }, transcript });
      if (feedback === null) throw new EmptyFeedbackError();
      const missing = missingFeedbackSections(feedback);
      if (missing.length > 0) deps.log.warn({ interviewId, missing }, 'AI feedback lacks sections');
      await db
        .update(interviews)
        .set({
          aiFeedback: feedback,
          score: extractScore(feedback),
          analytics,
          transcript,
          feedbackStatus: 'done',
          feedbackError: null,
          assessorKind: deps.ai.assessor.kind,
          assessorModel: deps.ai.assessor.model,
        })
        .where(eq(interviews.id, interviewId));
    } catch (error) {
      deps.log.warn({ err: error, interviewId }, 'feedback generation failed');
      await db
        .update(interviews)
        .set({ analytics, transcript, feedbackStatus: 'failed', feedbackError: feedbackFailureReason(error) })
        .where(eq(interviews.id, interviewId));
      throw error;
    }
  };

/** Marks the interview Pending Review and queues its feedback (on submit, or a retry from review). */
export async function enqueueFeedback(deps: Pick<AppDeps, 'database' | 'queue'>, interviewId: string): Promise<string> {
  await deps.database.db
    .update(interviews)
    .set({ feedbackStatus: 'pending', feedbackError: null })
    .where(eq(interviews.id, interviewId));
  return deps.queue.send(generateFeedbackJob, { interviewId });
}
