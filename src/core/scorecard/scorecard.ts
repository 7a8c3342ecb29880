import { z } from 'zod';

/**
 * The scorecard: the one shape every assessor (builtin or AI model) produces for an
 * interview. An assessor proposes an `AssessmentDraft` (ratings, justifications, quotes,
 * question statuses); `settleScorecard` checks it against the candidate's answers and the
 * plan, and our code computes the Overall Score. Nothing in a draft is trusted as is.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_RANGE_MESSAGE = `A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}.`;
export const MAX_QUOTES_PER_COMPETENCY = 3;
export const MAX_JUSTIFICATION_CHARS = 600;
export const MAX_QUOTE_CHARS = 400;
export const MAX_CV_NOTE_CHARS = 1200;

/** rated: backed by at least one verified quote; unsupported: a rating whose quotes could not be verified; not_demonstrated: no evidence. */
export const COMPETENCY_STATUSES = ['rated', 'unsupported', 'not_demonstrated'] as const;
export const QUESTION_STATUSES = ['answered', 'partly', 'not_answered'] as const;

export type CompetencyStatus = (typeof COMPETENCY_STATUSES)[number];
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** One answer of the candidate (a turn): the unit quotes refer to. */
export type CandidateAnswer = {
  id: string;
  questionId: string;
  text: string;
  /** false: a low-confidence transcript (core/stt-confidence.ts), assessed but never quoted. */
  quotable?: boolean;
};

export const ratingSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);
/** A rating a person enters: the same range, with one message for every way it can be wrong. */
export const ratingInputSchema = z
  .number({ error: RATING_RANGE_MESSAGE })
  .int(RATING_RANGE_MESSAGE)
  .min(RATING_MIN, RATING_RANGE_MESSAGE)
  .max(RATING_MAX, RATING_RANGE_MESSAGE);

export const evidenceQuoteSchema = z.object({
  /** The answer (turn) the quote is taken from. */
  answerId: z.string().min(1).max(64),
  quote: z.string().min(1).max(MAX_QUOTE_CHARS),
});

/**
 * What an assessor returns. Also the JSON schema for structured output on the
 * OpenAI-compatible path, so every field is required and absence is `null`.
 */
export const assessmentDraftSchema = z.object({
  competencies: z.array(
    z.object({
      competencyId: z.string().min(1).max(64),
      rating: ratingSchema.nullable(),
      justification: z.string().max(MAX_JUSTIFICATION_CHARS * 2),
      evidence: z.array(evidenceQuoteSchema).max(MAX_QUOTES_PER_COMPETENCY * 2),
    }),
  ),
  questions: z.array(
    z.object({
      questionId: z.string().min(1).max(64),
      status: z.enum(QUESTION_STATUSES),
    }),
  ),
  /** A separate "CV vs interview" note, only when the assessor was given the CV text; never interview evidence. */
  cvNote: z
    .string()
    .max(MAX_CV_NOTE_CHARS * 2)
    .nullable()
    .optional(),
});

export const competencyAssessmentSchema = z.object({
  competencyId: z.string(),
  rating: ratingSchema.nullable(),
  status: z.enum(COMPETENCY_STATUSES),
  justification: z.string().max(MAX_JUSTIFICATION_CHARS),
  evidence: z.array(evidenceQuoteSchema).max(MAX_QUOTES_PER_COMPETENCY),
});

export const questionAssessmentSchema = z.object({
  questionId: z.string(),
  status: z.enum(QUESTION_STATUSES),
});

/** The stored scorecard of one interview. */
export const scorecardSchema = z
  .object({
    /** Which assessor produced it: 'builtin' or 'openai-compatible'. */
    provider: z.string().min(1),
    model: z.string().min(1),
    /** The published plan version assessed against; null for the posting's default plan (interviews from before plans). */
    planVersion: z.number().int().positive().nullable(),
    competencies: z.array(competencyAssessmentSchema),
    questions: z.array(questionAssessmentSchema),
    /** 1–100, computed by `overallScore` from the ratings and the plan's weights. */
    overallScore: z.number().int().min(1).max(100),
    cvNote: z.string().max(MAX_CV_NOTE_CHARS).nullable(),
  })
  .superRefine((card, ctx) => {
    card.competencies.forEach((c, index) => {
      const consistent =
        c.status === 'rated'
          ? c.rating !== null && c.evidence.length > 0
          : c.status === 'unsupported'
            ? c.rating !== null && c.evidence.length === 0
            : c.rating === null && c.evidence.length === 0;
      if (!consistent)
        ctx.addIssue({ code: 'custom', path: ['competencies', index], message: `Inconsistent "${c.status}" entry.` });
    });
  });

export type EvidenceQuote = z.infer<typeof evidenceQuoteSchema>;
export type AssessmentDraft = z.infer<typeof assessmentDraftSchema>;
export type CompetencyAssessment = z.infer<typeof competencyAssessmentSchema>;
export type QuestionAssessment = z.infer<typeof questionAssessmentSchema>;
export type Scorecard = z.infer<typeof scorecardSchema>;

/** The JSON schema handed to models that support structured output. */
export function assessmentDraftJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(assessmentDraftSchema, { target: 'draft-7' }) as Record<string, unknown>;
}
