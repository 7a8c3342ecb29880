import { verifiedPrivilegeMessages } from '../verified-privileges.ts';
import { z } from 'zod';
import { clarityValues, concisenessValues } from '../analytics.ts';
import { decisionMessages, REJECTION_NOTE_MAX, REJECTION_REASON_CODES } from '../decision-reasons.ts';
import { BULK_ACTIONS, BULK_IDS_MAX, CHANGE_REASON_MAX, decisionChangeMessages } from '../decisions.ts';
import { cvTextStatuses } from '../cv-text.ts';
import { interviewCanSchema, postingCanSchema } from './can.ts';
import { scoreViewFields } from './scorecards.ts';

/**
 * Zod contracts for reviewing candidates (docs/decisions/0005-review.md): a posting's candidates table, the
 * applicant search, interview details and the decisions. Shared by server and web.
 */

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX = 200;
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 10_000;

export const reviewMessages = {
  interviewNotFound: 'Interview not found',
  retryNotAllowed: 'Feedback can only be retried when it failed or never started.',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${MAIL_SUBJECT_MAX} characters`,
  subjectOneLine: 'Subject must be a single line',
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${MAIL_BODY_MAX} characters`,
  mailNeedsVerifiedEmail: verifiedPrivilegeMessages['decision-mail.send'],
  mailNotSubmitted: 'This candidate has not submitted the interview yet, so no decision e-mail can be sent.',
  mailAccountLimit: 'You have sent too many decision e-mails for now. Please try again later.',
  mailRecipientLimit: 'This candidate has already received the most decision e-mails allowed for today.',
} as const;

export const reviewSorts = ['score_desc', 'score_asc', 'newest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
/** `alternative-requested`: the candidate chose a process without the AI interview (never AI-assessed). */
export const interviewStatusValues = ['pending', 'accepted', 'rejected', 'alternative-requested'] as const;
export type InterviewStatus = (typeof interviewStatusValues)[number];
/** pending: queued or waiting for a retry; running: an attempt is under way. Both show as Pending Review. */
export const feedbackStatusValues = ['not_started', 'pending', 'running', 'done', 'failed'] as const;
export type FeedbackStatus = (typeof feedbackStatusValues)[number];

const page = z.coerce.number().int().min(1, 'page must be at least 1').max(1_000_000).default(1);
const pageSize = z.coerce
  .number()
  .int()
  .min(1, 'pageSize must be at least 1')
  .max(PAGE_SIZE_MAX, `pageSize must be at most ${PAGE_SIZE_MAX}`)
  .default(PAGE_SIZE_DEFAULT);
const sort = z.enum(reviewSorts).default('score_desc');
const queryBool = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

const searchText = z.string().trim().max(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`).default('');

/** `q`: only candidates whose e-mail or name contains it (case-insensitive); empty lists all. */
export const candidatesQuerySchema = z.object({ archived: queryBool, q: searchText, sort, page, pageSize });
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;

export const searchQuerySchema = z.object({
  q: searchText,
  sort,
  page,
  pageSize,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const paged = { total: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() };

export const candidateRowSchema = z.object({
  id: z.uuid(),
  candidateEmail: z.string(),
  fullName: z.string(),
  /** The settled Overall Score (1-100): the team's ratings where given, else the assessor's; null until assessed. */
  score: z.number().int().nullable(),
  ...scoreViewFields,
  averageWords: z.number().nullable(),
  durationMinutes: z.number().nullable(),
  sentiment: z.number().nullable(),
  completion: z.number().nullable(),
  status: z.enum(interviewStatusValues),
  archived: z.boolean(),
  feedbackStatus: z.enum(feedbackStatusValues),
  createdAt: z.iso.datetime(),
  /**
   * The earlier, finished application of the same address this one repeats (docs/decisions/0028):
   * never assessed by AI. Null when the application counts itself.
   */
  repeatOf: z.uuid().nullable(),
  /** When the candidate submitted; null while the application is in progress (core/decisions.ts isInProgress). */
  submittedAt: z.iso.datetime().nullable(),
  /** When the decision e-mail was last queued to the candidate; null when never. */
  decisionMailSentAt: z.iso.datetime().nullable(),
  /** When a person first looked at the interview (opened, rated or decided); null when nobody has. */
  reviewedAt: z.iso.datetime().nullable(),
  can: interviewCanSchema,
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;

export const candidatesResponseSchema = z.object({
  posting: z.object({ id: z.uuid(), title: z.string(), can: postingCanSchema }),
  items: z.array(candidateRowSchema),
  ...paged,
});
export type CandidatesResponse = z.infer<typeof candidatesResponseSchema>;

export const searchRowSchema = z.object({
  id: z.uuid(),
  candidateEmail: z.string(),
  fullName: z.string(),
  /** The settled score a list ranks by; null also when it is only a withheld AI estimate (docs/decisions/0034). */
  score: z.number().int().nullable(),
  /** A person has looked at the interview (opened, rated or decided); the AI's assessment alone does not count. */
  reviewed: z.boolean(),
  /** Not submitted yet: shown as "In progress", with no decision. */
  inProgress: z.boolean(),
  status: z.enum(interviewStatusValues),
  archived: z.boolean(),
  jobPostingId: z.uuid(),
  jobTitle: z.string(),
  createdAt: z.iso.datetime(),
  can: interviewCanSchema,
});
export type SearchRow = z.infer<typeof searchRowSchema>;

export const searchResponseSchema = z.object({ items: z.array(searchRowSchema), ...paged });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const analyticsViewSchema = z.object({
  averageWords: z.number(),
  durationMinutes: z.number().nullable(),
  sentiment: z.number(),
  completion: z.number(),
  clarity: z.enum(clarityValues),
  conciseness: z.enum(concisenessValues),
});

export const qaItemSchema = z.object({
  question: z.object({ seq: z.number().int(), text: z.string() }).nullable(),
  answer: z
    .object({
      seq: z.number().int(),
      text: z.string(),
      /** 1..n over the answers that have a recording; null for a typed answer. */
      recordingNumber: z.number().int().nullable(),
      /** Short-lived signed link to the answer's video; null without a recording. */
      recordingUrl: z.string().nullable(),
      /** Speech-to-text was unsure of this transcript: the recording is the record. */
      lowConfidence: z.boolean(),
    })
    .nullable(),
});
export type QaItem = z.infer<typeof qaItemSchema>;

/** Who decided and when (human oversight); the reason and note of a rejection. */
export const decisionRecordSchema = z.object({
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime(),
  reason: z.enum(REJECTION_REASON_CODES).nullable(),
  note: z.string().nullable(),
});
export type DecisionRecordView = z.infer<typeof decisionRecordSchema>;

export const interviewDetailsSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  candidateEmail: z.string(),
  jobPostingId: z.uuid(),
  jobTitle: z.string(),
  createdAt: z.iso.datetime(),
  consentAt: z.iso.datetime().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  status: z.enum(interviewStatusValues),
  archived: z.boolean(),
  keepInTouch: z.boolean(),
  /**
   * Accommodations the candidate asked for: `moreThinkingTime` is when they chose "I need more
   * time to think" (a longer thinking pause ended their spoken answers), null when they did not.
   */
  accommodations: z.object({ moreThinkingTime: z.iso.datetime().nullable() }),
  cv: z.object({ url: z.string(), filename: z.string() }).nullable(),
  /** The CV's extracted text (plain text, never HTML) and why it is missing or partial; null for interviews from before CVs were read. */
  cvText: z
    .object({ status: z.enum(cvTextStatuses), text: z.string().nullable(), note: z.string().nullable() })
    .nullable(),
  analytics: analyticsViewSchema.nullable(),
  /** The settled Overall Score (see candidateRowSchema). */
  score: z.number().int().nullable(),
  ...scoreViewFields,
  feedback: z.string().nullable(),
  /** True when the builtin offline assessor wrote the feedback (no AI model). */
  ruleBased: z.boolean(),
  /** Who wrote the feedback, as recorded on the interview; null before it is written. */
  assessor: z.object({ kind: z.enum(['builtin', 'openai-compatible']), model: z.string().nullable() }).nullable(),
  feedbackStatus: z.enum(feedbackStatusValues),
  feedbackError: z.string().nullable(),
  /** The last accept/reject by a person; null while pending. */
  decision: decisionRecordSchema.nullable(),
  /** When the decision e-mail was last queued to the candidate; null when never. */
  decisionMailSentAt: z.iso.datetime().nullable(),
  /** When a person first looked at the interview (opened, rated or decided). */
  reviewedAt: z.iso.datetime().nullable(),
  qa: z.array(qaItemSchema),
  /** USER:/BOT: lines with [HH:MM:SS] timestamps. */
  transcript: z.string(),
  /** How long the signed links above stay valid. */
  linksExpireInSeconds: z.number().int(),
});
export type InterviewDetails = z.infer<typeof interviewDetailsSchema>;

/** An interview as the web app's interview page gets it: with what the viewer may do (the public API's carries no flags). */
export const interviewViewSchema = interviewDetailsSchema.extend({ can: interviewCanSchema });
export type InterviewView = z.infer<typeof interviewViewSchema>;

/** A person's decision; a rejection names a reason from REJECTION_REASONS ("Other" needs a note). */
export const setStatusSchema = z
  .object({
    status: z.enum(['accepted', 'rejected'], { error: "status must be 'accepted' or 'rejected'" }),
    reason: z.enum(REJECTION_REASON_CODES, { error: decisionMessages.reasonRequired }).optional(),
    note: z.string().trim().max(REJECTION_NOTE_MAX, decisionMessages.noteTooLong).optional(),
    /** Why an earlier accept or reject is being changed; required for a change (core/decisions.ts decisionStep). */
    changeReason: z.string().trim().max(CHANGE_REASON_MAX, decisionChangeMessages.changeReasonTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'rejected') return;
    if (!value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: decisionMessages.reasonRequired });
    else if (value.reason === 'other' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: decisionMessages.noteRequiredForOther });
    }
  });
export type SetStatusInput = z.infer<typeof setStatusSchema>;

export const setArchivedSchema = z.object({ archived: z.boolean({ error: 'archived must be true or false' }) });

export const decisionResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(interviewStatusValues),
  archived: z.boolean(),
  feedbackStatus: z.enum(feedbackStatusValues),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

export const decisionMailSchema = z.object({
  subject: z
    .string({ error: reviewMessages.subjectRequired })
    .trim()
    .min(1, reviewMessages.subjectRequired)
    .max(MAIL_SUBJECT_MAX, reviewMessages.subjectTooLong)
    .refine((s) => !/[\r\n]/.test(s), reviewMessages.subjectOneLine),
  body: z
    .string({ error: reviewMessages.bodyRequired })
    .trim()
    .min(1, reviewMessages.bodyRequired)
    .max(MAIL_BODY_MAX, reviewMessages.bodyTooLong),
});
export type DecisionMailInput = z.infer<typeof decisionMailSchema>;

export const decisionMailResultSchema = z.object({
  queued: z.literal(true),
  to: z.string(),
  /** When the e-mail was queued: the interview's "last sent" from now on. */
  sentAt: z.iso.datetime(),
});

/** One request acting on several interviews of the candidates table (docs/decisions/0041-decisions-revisited.md). */
export const bulkActionSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(', ')}` }),
    ids: z
      .array(z.uuid({ error: 'Every id must be an interview id' }), { error: decisionChangeMessages.noIds })
      .min(1, decisionChangeMessages.noIds)
      .max(BULK_IDS_MAX, decisionChangeMessages.tooManyIds),
    reason: z.enum(REJECTION_REASON_CODES, { error: decisionMessages.reasonRequired }).optional(),
    note: z.string().trim().max(REJECTION_NOTE_MAX, decisionMessages.noteTooLong).optional(),
    changeReason: z.string().trim().max(CHANGE_REASON_MAX, decisionChangeMessages.changeReasonTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'reject') return;
    if (!value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: decisionMessages.reasonRequired });
    else if (value.reason === 'other' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: decisionMessages.noteRequiredForOther });
    }
  });
export type BulkActionInput = z.infer<typeof bulkActionSchema>;

/**
 * Each named interview's outcome: done (with its new state), unchanged (already so), skipped (not
 * for this row: an application still in progress has no decision; `error` says why) or failed (why).
 */
export const bulkRowResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(['done', 'unchanged', 'skipped', 'failed']),
  status: z.enum(interviewStatusValues).optional(),
  archived: z.boolean().optional(),
  /** The HTTP status the single-interview endpoint would have answered (404, 409, 429, …) and its message. */
  error: z.object({ status: z.number().int(), message: z.string() }).optional(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

export const bulkResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  results: z.array(bulkRowResultSchema),
  done: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
