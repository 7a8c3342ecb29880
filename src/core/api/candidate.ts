import { THINKING_PAUSE } from '../turn-taking.ts';
import { z } from 'zod';
import { publicBrandSchema } from './brand.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';
import { ALTERNATIVE_MESSAGE_MAX, candidateMessages } from '../candidate-messages.ts';

export * from '../candidate-messages.ts';
export * from './answer-segments.ts';

export const publicPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  speechToText: z.boolean(),
  serverSpeech: z.boolean(),
  aiProvider: z.enum(['builtin', 'openai-compatible']),
  retentionDays: z.number().int(),
  /** The published plan's knockout yes/no question, asked at intake; null when there is none. */
  knockoutQuestion: z.string().nullable(),
  /** How long the interview is (core/interview-length.ts): the latest published plan's, or as before plans. */
  interview: z.object({
    questionCount: z.number().int().positive(),
    timeLimitsSeconds: z.array(z.number().int().positive()),
    estimatedMinutes: z.number().int().positive(),
  }),
  /** The candidate notice to read before consenting, with this posting's facts filled in (plain text). */
  notice: z.object({ versionId: z.uuid(), version: z.number().int().positive(), text: z.string() }),
  /** The employer's brand: candidate pages show it instead of Screenroom's (docs/decisions/0025-employer-brand.md). */
  brand: publicBrandSchema,
});
export type PublicPosting = z.infer<typeof publicPostingSchema>;

export const intakeFieldsSchema = z.object({
  fullName: z.string().trim().min(1, candidateMessages.fullNameRequired).max(NAME_MAX_LENGTH),
  email: z.email(candidateMessages.invalidEmail).trim().max(EMAIL_MAX_LENGTH),
  consent: z.literal('true', { error: candidateMessages.intakeIncomplete }),
  /** The separate, explicit consent to the AI assessment, recorded with the notice version. */
  aiConsent: z.literal('true', { error: candidateMessages.aiConsentRequired }),
  knockoutAnswer: z.enum(['yes', 'no']).optional(),
  /** The personal invitation link's token, when the candidate came through one. */
  invitation: z.string().max(100).optional(),
  /** The notice version the candidate was shown (consent is recorded against it). */
  noticeVersionId: z.uuid().optional(),
});

/** Asking for a process without the AI interview: who, and an optional note to the employer. */
export const alternativeRequestSchema = z.object({
  fullName: z.string().trim().min(1, candidateMessages.fullNameRequired).max(NAME_MAX_LENGTH),
  email: z.email(candidateMessages.invalidEmail).trim().max(EMAIL_MAX_LENGTH),
  message: z.string().trim().max(ALTERNATIVE_MESSAGE_MAX).default(''),
  noticeVersionId: z.uuid().optional(),
});
export type AlternativeRequest = z.infer<typeof alternativeRequestSchema>;
export const alternativeRequestResponseSchema = z.object({ requested: z.literal(true), message: z.string() });

/**
 * The interview's plan version: its question count ("Question N of M") and each question's answer
 * time limit (no question text). Null for interviews started while the posting had no published plan.
 */
export const planTimingSchema = z.object({
  version: z.number().int().positive(),
  questionCount: z.number().int().positive(),
  timeLimitsSeconds: z.array(z.number().int().positive()),
  /**
   * The thinking pause that ends a spoken answer (hands-free turns), 1.5–5 s; absent: the default
   * 2.5 s (src/core/turn-taking.ts).
   */
  thinkingPauseMs: z.number().int().min(THINKING_PAUSE.minMs).max(THINKING_PAUSE.maxMs).optional(),
});

/**
 * The candidate's accommodations for this interview: `moreThinkingTime` ("I need more time to
 * think") lengthens the thinking pause (`thinkingPauseMs` in src/core/turn-taking.ts) and is shown
 * to the employer. `candidateEndpoints.setAccommodations` with this body answers it back as stored.
 */
export const accommodationsSchema = z.object({ moreThinkingTime: z.boolean() }).strict();
export type Accommodations = z.infer<typeof accommodationsSchema>;

export const intakeResponseSchema = z.object({
  interviewId: z.string(),
  token: z.string(),
  plan: planTimingSchema.nullable().optional(),
});
export type IntakeResponse = z.infer<typeof intakeResponseSchema>;

/**
 * "Continue your application" (docs/decisions/0028): the page a mailed link opens
 * (`/continue#token=…`) trades the single-purpose token for a fresh interview token.
 */
export const CONTINUE_PAGE = '/continue';
export const continueApplicationSchema = z.object({ token: z.string().min(1).max(100) });
export const continueApplicationResponseSchema = intakeResponseSchema.extend({ postingId: z.string() });
export type ContinueApplicationResponse = z.infer<typeof continueApplicationResponseSchema>;
export const continueMessages = {
  notFound: 'This link has expired or was already used. Open the interview link again to start over.',
} as const;

export const turnSchema = z.object({
  seq: z.number().int(),
  speaker: z.enum(['user', 'bot']),
  text: z.string(),
  /** A transcript the recogniser was unsure of: `text` is "Answer recorded", never the garbled words. */
  lowConfidence: z.boolean(),
  hasRecording: z.boolean(),
  createdAt: z.string(),
});
export type Turn = z.infer<typeof turnSchema>;

export const interviewStateSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  posting: z.object({ id: z.string(), title: z.string(), description: z.string() }),
  turns: z.array(turnSchema),
  questionsAsked: z.number().int(),
  maxQuestions: z.number().int(),
  finished: z.boolean(),
  submitted: z.boolean(),
  speechToText: z.boolean(),
  serverSpeech: z.boolean(),
  plan: planTimingSchema.nullable(),
  /** The candidate asked for more time to think (see accommodationsSchema). */
  moreThinkingTime: z.boolean(),
});
export type InterviewState = z.infer<typeof interviewStateSchema>;

export const submitInterviewSchema = z.object({ keepInTouch: z.boolean().default(false) });

/** One line of the NDJSON stream a turn answers with. */
export type TurnEvent =
  | { type: 'transcribing'; message: string }
  | { type: 'answer'; turn: Turn }
  | { type: 'empty'; message: string }
  | { type: 'delta'; text: string }
  | { type: 'bot'; turn: Turn; finished: boolean; questionsAsked: number }
  | { type: 'audio'; index: number; mime: string; data: string; last: boolean }
  | { type: 'error'; message: string };
