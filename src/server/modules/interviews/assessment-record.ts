import { computeAnalytics } from '../../../core/analytics.ts';
import { extractScore } from '../../../core/score.ts';
import type { AssessorInfo } from '../../adapters/ai/provider.ts';

export type AssessmentOutcome =
  | { kind: 'done'; feedback: string; assessor: AssessorInfo }
  | { kind: 'failed'; reason: string }
  /** Submitted, not assessed yet (test data and seeds). */
  | { kind: 'pending' };

export type AssessmentInput = {
  /** The interview transcript (USER:/BOT: lines), as written on submit. */
  transcript: string;
  /** Answers that came with a recording (typed answers have none). */
  recordingCount: number;
  outcome: AssessmentOutcome;
};

/**
 * The assessment columns of an interview, built in one place for the assessment job, the
 * seed and the test factories: analytics from the transcript, then the feedback, the score
 * read from it and who wrote it, or the failure shown to the employer.
 */
export function buildAssessment({ transcript, recordingCount, outcome }: AssessmentInput) {
  const analytics = computeAnalytics({ transcript, recordingCount });
  switch (outcome.kind) {
    case 'done':
      return {
        analytics,
        aiFeedback: outcome.feedback,
        score: extractScore(outcome.feedback),
        feedbackStatus: 'done' as const,
        feedbackError: null,
        assessorKind: outcome.assessor.kind,
        assessorModel: outcome.assessor.model,
      };
    case 'failed':
      return { analytics, feedbackStatus: 'failed' as const, feedbackError: outcome.reason };
    case 'pending':
      return { analytics, aiFeedback: null, score: null, feedbackStatus: 'pending' as const, feedbackError: null };
  }
}

export type AssessmentRecord = ReturnType<typeof buildAssessment>;
