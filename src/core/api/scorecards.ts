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
import { SCORE_BASES } from '../scorecard/team-rating.ts';

/**
 * Zod contracts of scorecards (docs/decisions/0017-scorecards-wired.md): an interview's
 * scorecard, a person's override of one rating, and the comparison of a posting's candidates
 * by competency. Shared by server and web; the endpoints are declared in ./endpoints/scorecards.ts.
 */

export const OVERRIDE_REASON_MAX = 1000;

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

/**
 * How a score is shown wherever one is (docs/decisions/0034-team-score-and-validity.md): `score`
 * elsewhere is the settled Overall Score the team owns; these say what it rests on, what the
 * assessor's own estimate was, and whether that estimate is withheld by default because its
 * measured validity misses the targets.
 */
export const scoreViewFields = {
  /** What the settled score rests on; null until assessed. */
  scoreBasis: z.enum(SCORE_BASES).nullable(),
  /** The assessor's own Overall Score, kept whatever the team does; null until assessed. */
  aiScore: z.number().int().nullable(),
  /** True when the assessor's estimate is not shown by default (its validity misses the targets). */
  aiScoreWithheld: z.boolean(),
};

export const teamRatingSchema = z.object({
  /** 1–5; a median of an even number of members may be a half (3.5). */
  rating: z.number().min(1).max(5),
  source: z.enum(['override', 'members']),
  raters: z.number().int().positive(),
});
export type TeamRatingView = z.infer<typeof teamRatingSchema>;

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
  /** The team's rating of this competency (an override, else the members' median); null until the team rates it. */
  teamRating: teamRatingSchema.nullable(),
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
  /** The assessor's Overall Score (the rule-based or model estimate), never changed by people. */
  overallScore: z.number().int().min(1).max(100),
  /** The settled Overall Score: team ratings where given, else the assessor's. */
  settledScore: z.number().int().min(1).max(100),
  scoreBasis: z.enum(SCORE_BASES),
  aiScoreWithheld: z.boolean(),
  /** One line on the assessor's measured validity (core/scorecard/validity.ts validitySummary). */
  validity: z.string(),
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
  /** The team's rating (override, else members' median); null until the team rates it. */
  team: z.number().nullable(),
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
      /** The settled Overall Score (team where rated), as `score` in the candidates table. */
      score: z.number().int().nullable(),
      ...scoreViewFields,
      archived: z.boolean(),
      /** Keyed by competency id; a competency missing from this candidate's plan has no entry. */
      ratings: z.record(z.string(), comparisonCellSchema),
    }),
  ),
});
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;
