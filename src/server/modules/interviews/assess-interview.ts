import { eq } from 'drizzle-orm';
import { parseTranscript } from '../../../core/transcript.ts';
import { answersFromTurns, type AnswerTurn } from '../../../core/scorecard/answers-from-turns.ts';
import { RULE_BASED_NOTICE, writeScorecardFeedback } from '../../../core/scorecard/scorecard-feedback.ts';
import { questionsCovered, settleScorecard } from '../../../core/scorecard/settle-scorecard.ts';
import { ASSESSMENT_INVALID_MESSAGE, INVALID_SCORECARD_REASON } from '../../adapters/ai/openai-assess.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, jobPostings, scorecards } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AssessInterviewPayload } from './assess-interview.job.ts';
import { isFinalAttempt, type JobAttempt, type JobHandler } from '../../jobs/queue.ts';
import { queueWebhookDeliveries, recordInterviewEvent } from '../webhooks/emit-webhook-event.ts';
import { loadCvText } from '../cv/load-cv-text.ts';
import { settleInterviewScore } from '../scorecards/settle-interview-score.ts';
import { loadAssessmentPlan } from '../plans/assessment-plan.ts';
import { buildAssessment } from './assessment-record.ts';
import { changeAssessment } from './assessment-status.ts';
import { transcriptFromTurns } from './interview-transcript.ts';
import { loadTurns } from './load-turns.ts';

/** Without `queue` (seeds, some tests) webhook deliveries are still recorded and the webhook sweep queues them. */
export type AssessDeps = UseCaseContext<'db' | 'log' | 'ai'> & Partial<UseCaseContext<'queue'>>;

/** The reason shown when an attempt outlasted its time and no retry was left (fail-stuck-assessments.ts). */
export const ASSESSMENT_TIMED_OUT_REASON = 'The assessment took too long and was stopped. Retry to assess again.';

/** The reason shown when the AI provider was down or busy. */
export const AI_UNAVAILABLE_REASON = 'The AI provider could not be reached or was overloaded.';

/** The short reason an employer sees on a failed review (never a raw provider message). */
export function feedbackFailureReason(error: unknown): string {
  if (
    error instanceof AppError &&
    (error.details as { reason?: string } | undefined)?.reason === INVALID_SCORECARD_REASON
  )
    return `${ASSESSMENT_INVALID_MESSAGE} Retry, or check the AI model.`;
  if (error instanceof AppError && error.code === 'UNAVAILABLE') {
    return AI_UNAVAILABLE_REASON;
  }
  if (error instanceof AppError && error.code === 'UPSTREAM') {
    return 'The AI provider rejected the request; check the AI settings.';
  }
  return 'Feedback generation failed unexpectedly.';
}

/** The posting, the plan version, the turns and the transcript the assessment reads (it never rewrites the transcript). */
async function loadForAssessment(deps: AssessDeps, interviewId: string) {
  const db = deps.db;
  const [interview] = await db
    .select({
      transcript: interviews.transcript,
      planVersionId: interviews.planVersionId,
      postingId: jobPostings.id,
      title: jobPostings.title,
      description: jobPostings.description,
      threshold: jobPostings.recommendThreshold,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(eq(interviews.id, interviewId));
  if (!interview) return undefined;
  const turns = await loadTurns({ db }, interviewId);
  // Submitted interviews hold the same text; "Assess now" before submission reads the turns so far,
  // and interviews stored before turns existed keep their transcript text.
  const transcript = turns.length > 0 ? transcriptFromTurns(turns) : (interview.transcript ?? '');
  const answerTurns: AnswerTurn[] =
    turns.length > 0 ? turns : parseTranscript(transcript).map((entry, seq) => ({ seq, ...entry }));
  return { ...interview, transcript, answerTurns };
}

/**
 * Assesses an interview: the assessor proposes a scorecard draft against the interview's plan,
 * our code settles it (verified quotes, the Overall Score from ratings and weights) and stores
 * it with the seven feedback sections written from it, the score and analytics. A failed attempt
 * (including a reply that is not a valid scorecard) is rethrown so pg-boss retries it; the
 * interview shows failed (with a short reason) only after the final attempt.
 */
export async function assessInterview(deps: AssessDeps, interviewId: string, attempt: JobAttempt) {
  const db = deps.db;
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
  const { transcript } = interview;
  const posting = { id: interview.postingId, title: interview.title, description: interview.description };
  try {
    const { plan, planVersionId, planVersion } = await loadAssessmentPlan(deps, posting, interview.planVersionId);
    const answers = answersFromTurns(interview.answerTurns, plan);
    // The CV may only inform the separate "CV vs interview" note, never the ratings (ADR 0017).
    const cvText = (await loadCvText({ db }, interviewId))?.text;
    const draft = await deps.ai.assess({ posting, plan, answers, ...(cvText ? { cvText } : {}) });
    const { assessor } = deps.ai;
    const card = settleScorecard({
      plan,
      planVersion,
      provider: assessor.kind,
      model: assessor.model ?? assessor.kind,
      answers,
      draft,
    });
    const feedback = writeScorecardFeedback({
      plan,
      card,
      threshold: interview.threshold,
      preamble: assessor.kind === 'builtin' ? RULE_BASED_NOTICE : undefined,
    });
    const record = buildAssessment({
      transcript,
      questions: { answered: questionsCovered(card), total: plan.questions.length },
      outcome: { kind: 'done', feedback, score: card.overallScore, assessor },
    });
    const row = {
      planVersionId,
      planVersion,
      plan,
      provider: card.provider,
      model: card.model,
      competencies: card.competencies,
      questions: card.questions,
      overallScore: card.overallScore,
      cvNote: card.cvNote,
      createdAt: new Date(),
    };
    const deliveries = await db.transaction(async (tx) => {
      await tx
        .insert(scorecards)
        .values({ interviewId, ...row })
        .onConflictDoUpdate({ target: scorecards.interviewId, set: row });
      await changeAssessment(tx, thisInterview, { to: 'done', record });
      // A re-assessment keeps the team's ratings: the settled score is the team's where they rated.
      await settleInterviewScore({ db: tx }, interviewId);
      return recordInterviewEvent(tx, deps.log, 'assessment.completed', interviewId, {
        overallScore: card.overallScore,
      });
    });
    if (deps.queue) await queueWebhookDeliveries({ queue: deps.queue, log: deps.log }, deliveries);
  } catch (error) {
    const final = isFinalAttempt(attempt);
    deps.log.warn({ err: error, interviewId, retryCount: attempt.retryCount, final }, 'assessment attempt failed');
    if (final) {
      const record = buildAssessment({ transcript, outcome: { kind: 'failed', reason: feedbackFailureReason(error) } });
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
