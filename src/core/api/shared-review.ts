import { z } from 'zod';
import { ratingAnchorsSchema } from '../interview-plan.ts';
import { COMMENT_MAX_CHARS } from '../shared-review/shared-review.ts';
import { RATING_RANGE_MESSAGE, ratingInputSchema } from '../scorecard/scorecard.ts';

/**
 * Zod contracts of the shared review (docs/decisions/0024-shared-review.md): members' ratings
 * of an interview per competency and the team's comments. Shared by server and web; the
 * endpoints are declared in ./endpoints/shared-review.ts.
 */

export const NOTE_MAX_CHARS = 1000;

export const sharedReviewMessages = {
  ratingRange: RATING_RANGE_MESSAGE,
  notAssessed: 'This interview has no scorecard yet, so there is nothing to rate.',
  unknownCompetency: 'A rating names a competency that is not on the scorecard.',
  allCompetencies: 'Please rate every competency on the scorecard.',
  commentRequired: 'Please write a comment.',
  commentTooLong: `A comment must be at most ${COMMENT_MAX_CHARS} characters.`,
  commentLimit: 'You have posted many comments in a short time. Please wait a moment and try again.',
  commentNotFound: 'Comment not found. Only its author can delete a comment.',
} as const;

export const submitRatingsInputSchema = z.object({
  ratings: z
    .array(
      z.object({
        competencyId: z.string().trim().min(1).max(64),
        rating: ratingInputSchema,
        note: z.string().trim().max(NOTE_MAX_CHARS).nullable().optional(),
      }),
    )
    .min(1, sharedReviewMessages.allCompetencies)
    .max(50),
});
export type SubmitRatingsInput = z.infer<typeof submitRatingsInputSchema>;

export const memberRatingSchema = z.object({
  competencyId: z.string(),
  rating: z.number().int(),
  note: z.string().nullable(),
});

export const memberRatingsSchema = z.object({
  userId: z.string(),
  /** The member's name (or e-mail when they have none). */
  name: z.string(),
  ratings: z.array(memberRatingSchema),
});
export type MemberRatings = z.infer<typeof memberRatingsSchema>;

export const ratingsCompetencySchema = z.object({
  id: z.string(),
  name: z.string(),
  anchors: ratingAnchorsSchema,
  /** The AI assessor's rating (overrides are not member ratings), null when not demonstrated. */
  aiRating: z.number().int().nullable(),
});

export const othersRatingsSchema = z.discriminatedUnion('hidden', [
  /** Until you submit yours: only how many other members have submitted. */
  z.object({ hidden: z.literal(true), count: z.number().int().min(0) }),
  z.object({ hidden: z.literal(false), members: z.array(memberRatingsSchema) }),
]);

export const ratingsResponseSchema = z.object({
  interviewId: z.uuid(),
  /** Empty when the interview has no scorecard yet (nothing to rate). */
  competencies: z.array(ratingsCompetencySchema),
  /** Your ratings, empty until you submit. */
  own: z.array(memberRatingSchema),
  submittedAt: z.iso.datetime().nullable(),
  others: othersRatingsSchema,
});
export type RatingsResponse = z.infer<typeof ratingsResponseSchema>;

export const commentInputSchema = z.object({
  body: z
    .string({ error: sharedReviewMessages.commentRequired })
    .trim()
    .min(1, sharedReviewMessages.commentRequired)
    .max(COMMENT_MAX_CHARS, sharedReviewMessages.commentTooLong),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const reviewCommentSchema = z.object({
  id: z.uuid(),
  /** Who wrote it; null when that account no longer exists. */
  author: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** Whether the caller wrote it (and so may delete it). */
  own: z.boolean(),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

export const commentsResponseSchema = z.object({
  comments: z.array(reviewCommentSchema),
  /** The members who can be mentioned (those who can open the interview), for offering and highlighting mentions. */
  mentionable: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

export const commentCreatedSchema = z.object({ comment: reviewCommentSchema, mentioned: z.number().int() });
export type CommentCreated = z.infer<typeof commentCreatedSchema>;
