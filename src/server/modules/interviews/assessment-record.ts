import { computeAnalytics } from '../../../core/analytics.ts';
import type { AssessorInfo } from '../../adapters/ai/provider.ts';

export type AssessmentOutcome =
  /** `score` is the scorecard's Overall Score (computed by our code, never read from `feedback`). */
  | { kind: 'done'; feedback: string; score: number; assessor: AssessorInfo }
  | { kind: 'failed'; reason: string }
  /** Submitted, not assessed yet (test data and seeds). */
  | { kind: 'pending' };

export type AssessmentInput = {
  /** The interview transcript (USER:/BOT: lines), as written on submit. */
  transcript: string;
  /** The plan's questions and how many the scorecard counts as answered (fully or partly); omitted without a plan. */
  questions?: { answered: number; total: number };
  outcome: AssessmentOutcome;
};

/**
 * The assessment columns of an interview, built in one place for the assessment job, the
 * seed and the test factories: analytics from the transcript, then the feedback, the score
 * and who wrote it, or the failure shown to the employer.
 */
export function buildAssessment({ transcript, questions, outcome }: AssessmentInput) {
  const analytics = computeAnalytics({ transcript, questions });
  switch (outcome.kind) {
    case 'done':
      return {
        analytics,
        aiFeedback: outcome.feedback,
        score: outcome.score,
        scoreBasis: 'assessor' as const,
        feedbackStatus: 'done' as const,
        feedbackError: null,
        assessorKind: outcome.assessor.kind,
        assessorModel: outcome.assessor.model,
      };
    case 'failed':
      return { analytics, feedbackStatus: 'failed' as const, feedbackError: outcome.reason };
    case 'pending':
      return {
        analytics,
        aiFeedback: null,
        score: null,
        scoreBasis: null,
        feedbackStatus: 'pending' as const,
        feedbackError: null,
      };
  }
}

export type AssessmentRecord = ReturnType<typeof buildAssessment>;
