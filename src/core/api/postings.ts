import { z } from 'zod';
import { RETAKE_DAYS_MAX } from '../applications.ts';
import { postingCanSchema } from './can.ts';
import { RECOMMEND_THRESHOLD_MAX, RECOMMEND_THRESHOLD_MIN } from '../dashboard.ts';

/** Zod contracts for interview processes (job postings) and the dashboard; shared by server and web. */

export const POSTING_TITLE_MAX = 200;
export const POSTING_DESCRIPTION_MAX = 20_000;

export const postingMessages = {
  titleRequired: 'Job title is required',
  descriptionRequired: 'Job description is required',
  titleTooLong: `Job title must be at most ${POSTING_TITLE_MAX} characters`,
  descriptionTooLong: `Job description must be at most ${POSTING_DESCRIPTION_MAX} characters`,
  notFound: 'Job posting not found',
  subscriptionRequired: 'An active subscription is required to create interview processes.',
  thresholdRange: `The Recommended threshold must be a whole number from ${RECOMMEND_THRESHOLD_MIN} to ${RECOMMEND_THRESHOLD_MAX}`,
} as const;

/** How the posting's owner hears of submitted interviews: an e-mail each, a daily digest, or none. */
export const submissionNotificationModes = ['each', 'digest', 'off'] as const;
export type SubmissionNotificationMode = (typeof submissionNotificationModes)[number];

/** Days before the same e-mail may apply again; null: one application only (docs/decisions/0021-candidate-rights.md). */
const retakeAfterDays = z
  .number({ error: 'Retake days must be a whole number' })
  .int('Retake days must be a whole number')
  .min(1, 'Retake days must be at least 1')
  .max(RETAKE_DAYS_MAX, `Retake days must be at most ${RETAKE_DAYS_MAX}`)
  .nullable();

/**
 * Create and edit forms: title and description required, trimmed, with limits a hiring team
 * never hits by accident; the retake policy and notifications are kept as they are when omitted.
 */
export const postingInputSchema = z.object({
  title: z
    .string({ error: postingMessages.titleRequired })
    .trim()
    .min(1, postingMessages.titleRequired)
    .max(POSTING_TITLE_MAX, postingMessages.titleTooLong),
  description: z
    .string({ error: postingMessages.descriptionRequired })
    .trim()
    .min(1, postingMessages.descriptionRequired)
    .max(POSTING_DESCRIPTION_MAX, postingMessages.descriptionTooLong),
  retakeAfterDays: retakeAfterDays.optional(),
  submissionNotifications: z.enum(submissionNotificationModes).optional(),
  /** Overall Score from which an assessed candidate counts as Recommended; kept as is when omitted on edit. */
  recommendThreshold: z
    .number({ error: postingMessages.thresholdRange })
    .int(postingMessages.thresholdRange)
    .min(RECOMMEND_THRESHOLD_MIN, postingMessages.thresholdRange)
    .max(RECOMMEND_THRESHOLD_MAX, postingMessages.thresholdRange)
    .optional(),
});
export type PostingInput = z.infer<typeof postingInputSchema>;

export const setActiveSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type SetActiveInput = z.infer<typeof setActiveSchema>;

export const postingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /**
   * The plan is published (a plan version or the default interview): until then the posting is a
   * draft that takes no candidates, whatever isActive says (src/core/posting-open.ts).
   */
  planPublished: z.boolean(),
  /** Assessed candidates with an Overall Score at or above this count as Recommended (DEFAULT_RECOMMEND_THRESHOLD for a new posting). */
  recommendThreshold: z.number().int(),
  createdAt: z.iso.datetime(),
  retakeAfterDays,
  submissionNotifications: z.enum(submissionNotificationModes),
  /**
   * Absolute link the employer shares with candidates: {PUBLIC_URL}/interview/{id}. A regex
   * rather than z.url(): that parses a URL per row and doubles the cost of a 1,000-row dashboard.
   */
  candidateUrl: z.string().regex(/^https?:\/\/[^\s/]+\/\S*$/, 'must be an absolute http(s) URL'),
});
export type Posting = z.infer<typeof postingSchema>;

/** A posting as the web app gets it: with what the viewer may do with it (the public API's postings carry no flags). */
export const postingViewSchema = postingSchema.extend({ can: postingCanSchema });
export type PostingView = z.infer<typeof postingViewSchema>;

export const postingListSchema = z.array(postingViewSchema);

export const dashboardTotalsSchema = z.object({
  postings: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
  recommended: z.number().int().nonnegative(),
  /** Dollars of interviewer time saved. */
  moneySaved: z.number().int().nonnegative(),
});

/**
 * A dashboard row: the posting without its description (the table never shows it, and at up to
 * 20,000 characters it would make a 1,000-posting dashboard megabytes), plus the derived figures.
 */
export const dashboardRowSchema = postingSchema
  .omit({ description: true, retakeAfterDays: true, submissionNotifications: true })
  .extend({
    /** Every interview of the posting, archived ones included. */
    applications: z.number().int().nonnegative(),
    recommended: z.number().int().nonnegative(),
    moneySaved: z.number().int().nonnegative(),
    can: postingCanSchema,
  });
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

export const dashboardResponseSchema = z.object({
  totals: dashboardTotalsSchema,
  postings: z.array(dashboardRowSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** The candidate link of a posting, from the app's public base URL. */
export function candidateUrlFor(publicUrl: string, postingId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/interview/${postingId}`;
}
