import { z } from 'zod';
import { SEGMENTS_MISSING_CODE, SEGMENTS_PER_ANSWER_MAX } from '../answer-segments.ts';

export * from '../answer-segments.ts';

export const answerSegmentParamsSchema = z.object({
  interviewId: z.string().max(100),
  /** The answer's turn number: the same `seq` the end-of-turn answer call carries. */
  seq: z.coerce.number().int().min(1).max(1000),
  /** 0-based order of the segment within the answer. */
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(SEGMENTS_PER_ANSWER_MAX - 1),
});

export const answerSegmentQuerySchema = z.object({
  /** Where the segment starts, in ms from the start of the answer's recording (word timings are shifted by it). */
  startMs: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 60 * 1000)
    .optional(),
});

export const answerParamsSchema = z.object({
  interviewId: z.string().max(100),
  seq: z.coerce.number().int().min(1).max(1000),
});

export const answerSegmentResultSchema = z.object({
  seq: z.number().int(),
  index: z.number().int(),
  durationMs: z.number().int(),
  /** True when this (seq, index) was already stored: a retry never adds words twice. */
  duplicate: z.boolean(),
  /** The recogniser was unsure: `text` is null and nothing of it is shown to the candidate. */
  lowConfidence: z.boolean(),
  /** The segment's words, only where the engine is confident; null otherwise. */
  text: z.string().nullable(),
});
export type AnswerSegmentResult = z.infer<typeof answerSegmentResultSchema>;

export const answerSegmentsStateSchema = z.object({
  seq: z.number().int(),
  /** Indexes stored and transcribed, in order. */
  transcribed: z.array(z.number().int()),
  /** Indexes received and still being transcribed. */
  pending: z.array(z.number().int()),
  /** The first index not yet received: where a reloaded page continues. */
  nextIndex: z.number().int(),
  /** Seconds of speech stored for this answer (what "Answer recorded · 0:31" shows). */
  speechSeconds: z.number(),
  /** True once the end of turn was accepted (the answer turn is stored). */
  answered: z.boolean(),
  /** The answer generation an end of turn must carry (see GENERATION_FIELD). */
  generation: z.number().int(),
});
export type AnswerSegmentsState = z.infer<typeof answerSegmentsStateSchema>;

export const continueAnswerResultSchema = z.object({
  seq: z.number().int(),
  /** Segments already stored for the answer; the next upload uses this index. */
  nextIndex: z.number().int(),
  /** The new answer generation: the next end of turn of this answer carries it (GENERATION_FIELD). */
  generation: z.number().int(),
});
export type ContinueAnswerResult = z.infer<typeof continueAnswerResultSchema>;

/**
 * End of turn: the multipart answer call (`POST /api/public/interviews/:id/answers`) gains the
 * field `segments` — how many segments the answer has (indexes 0..segments-1). With it the
 * server builds the transcript from the segments (the recording, if sent, is only stored for
 * playback). When some were never received, it answers 409 with this body and nothing is stored;
 * the browser uploads those indexes again and repeats the call.
 */
export const segmentsMissingErrorSchema = z.object({
  error: z.object({
    code: z.literal(SEGMENTS_MISSING_CODE),
    message: z.string(),
    missing: z.array(z.number().int()),
  }),
});
