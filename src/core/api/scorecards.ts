import { z } from 'zod';
import { ratingAnchorsSchema } from '../interview-plan.ts';
import {
  COMPETENCY_STATUSES,
  MAX_CV_NOTE_CHARS,
  QUESTION_STATUSES,
  RATING_RANGE_MESSAGE,
  ratingInputSchema,
  ratingSchema,
} from '../scorecard/scorecard.ts';

/**
 * Zod contracts of scorecards (docs/decisions/0017-scorecards-wired.md): an interview's
 * scorecard, a person's override of one rating, and the comparison of a posting's candidates
 * by competency. Shared by server and web; the paths are spelled here once.
 */

export const OVERRIDE_REASON_MAX = 1000;

export const scorecardPaths = {
  /** GET: the interview's scorecard (null until assessed). */
  scorecard: (interviewId: string) => `/api/interviews/${encodeURIComponent(interviewId)}/scorecard`,
  /** POST: override one competency's rating, with a reason. */
  overrides: (interviewId: string) => `/api/interviews/${encodeURIComponent(interviewId)}/scorecard/overrides`,
  /** GET: a posting's assessed candidates side by side by competency. */
  comparison: (postingId: string) => `/api/postings/${encodeURIComponent(postingId)}/scorecards`,
} as const;

/** The route patterns the server registers (the same paths as above). */
export const scorecardRoutes = {
  scorecard: '/api/interviews/:id/scorecard',
  overrides: '/api/interviews/:id/scorecard/overrides',
  comparison: '/api/postings/:id/scorecards',
} as const;

export const scorecardMessages = {
  reasonRequired: 'Please give a reason for the change.',
  reasonTooLong: `The reason must be at most ${OVERRIDE_REASON_MAX} characters.`,
  ratingRange: RATING_RANGE_MESSAGE,
  notAssessed: 'This interview has no scorecard yet.',
  unknownCompetency: 'This competency is not on the scorecard.',
} as const;

export const ratingOverrideInputSchema = z.object({
  competencyId: z.string().trim().min(1).max(64),
  rating: ratingInputSchema,
  reason: z
    .string({ error: scorecardMessages.reasonRequired })
    .trim()
    .min(1, scorecardMessages.reasonRequired)
    .max(OVERRIDE_REASON_MAX, scorecardMessages.reasonTooLong),
});
export type RatingOverrideInput = z.infer<typeof ratingOverrideInputSchema>;

export const ratingOverrideSchema = z.object({
  rating: ratingSchema,
  reason: z.string(),
  /** Who overrode (name or e-mail); null when that account no longer exists. */
  by: z.string().nullable(),
  at: z.iso.datetime(),
});
export type RatingOverride = z.infer<typeof ratingOverrideSchema>;

export const scorecardQuoteSchema = z.object({
  quote: z.string(),
  /** The answer turn the words are from: the review page links the quote to its recording. */
  turnSeq: z.number().int().nullable(),
  /** Where the words begin in that answer's recording (seconds, a little before); null: play from the start. */
  startSeconds: z.number().nonnegative().nullable(),
});
export type ScorecardQuote = z.infer<typeof scorecardQuoteSchema>;

export const scorecardCompetencySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  weight: z.number(),
  anchors: ratingAnchorsSchema,
  /** The assessor's rating, kept as it was whatever a person overrides. */
  rating: ratingSchema.nullable(),
  status: z.enum(COMPETENCY_STATUSES),
  justification: z.string(),
  evidence: z.array(scorecardQuoteSchema),
  /** The latest override by a person, shown beside the assessor's rating. */
  override: ratingOverrideSchema.nullable(),
});
export type ScorecardCompetency = z.infer<typeof scorecardCompetencySchema>;

export const scorecardQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  competencyId: z.string(),
  status: z.enum(QUESTION_STATUSES),
});

export const scorecardViewSchema = z.object({
  provider: z.string(),
  model: z.string(),
  /** The published plan version assessed against; null for the posting's default plan. */
  planVersion: z.number().int().nullable(),
  overallScore: z.number().int().min(1).max(100),
  cvNote: z.string().max(MAX_CV_NOTE_CHARS).nullable(),
  assessedAt: z.iso.datetime(),
  competencies: z.array(scorecardCompetencySchema),
  questions: z.array(scorecardQuestionSchema),
});
export type ScorecardView = z.infer<typeof scorecardViewSchema>;

export const scorecardResponseSchema = z.object({ interviewId: z.uuid(), scorecard: scorecardViewSchema.nullable() });
export type ScorecardResponse = z.infer<typeof scorecardResponseSchema>;

export const comparisonCellSchema = z.object({
  rating: ratingSchema.nullable(),
  status: z.enum(COMPETENCY_STATUSES),
  override: ratingSchema.nullable(),
});
export type ComparisonCell = z.infer<typeof comparisonCellSchema>;

export const comparisonResponseSchema = z.object({
  posting: z.object({ id: z.uuid(), title: z.string(), recommendThreshold: z.number().int() }),
  /** Every competency any candidate was assessed on, in plan order (latest plan first). */
  competencies: z.array(z.object({ id: z.string(), name: z.string(), weight: z.number() })),
  candidates: z.array(
    z.object({
      interviewId: z.uuid(),
      fullName: z.string(),
      overallScore: z.number().int(),
      archived: z.boolean(),
      /** Keyed by competency id; a competency missing from this candidate's plan has no entry. */
      ratings: z.record(z.string(), comparisonCellSchema),
    }),
  ),
});
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;
