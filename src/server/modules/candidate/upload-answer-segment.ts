import { and, eq, isNull } from 'drizzle-orm';
import {
  SEGMENT_BYTES_PER_SAMPLE,
  SEGMENT_MAX_BYTES,
  segmentSeconds,
  type AnswerSegmentResult,
} from '../../../core/api/answer-segments.ts';
import { candidateMessages } from '../../../core/candidate-messages.ts';
import { deriveProgress, maxRecordingSeconds, recordingTooLongMessage } from '../../../core/interview-rules.ts';
import { segmentOffsetSeconds, shiftWords } from '../../../core/segment-transcript.ts';
import { isLowConfidence } from '../../../core/stt-confidence.ts';
import type { Transcription } from '../../adapters/ai/provider.ts';
import { PoolFullError } from '../../bounded-pool.ts';
import type { UseCaseContext } from '../../deps.ts';
import { answerSegments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { answerSecondsFor } from '../plans/answer-seconds.ts';
import { loadTurns, type CandidateInterview } from './load-candidate-interview.ts';
import { segmentTranscriptions } from './segment-transcriptions.ts';

/** Shorter than this is a click, not speech: refused rather than sent to a recogniser. */
export const SEGMENT_MIN_BYTES = 0.1 * 16_000 * SEGMENT_BYTES_PER_SAMPLE;

export type SegmentInput = { seq: number; index: number; pcm: Buffer; startMs?: number };
type SegmentRow = typeof answerSegments.$inferSelect;

const present = (row: SegmentRow, duplicate: boolean): AnswerSegmentResult => {
  const lowConfidence = isLowConfidence(row.sttConfidence);
  return {
    seq: row.seq,
    index: row.idx,
    durationMs: row.durationMs,
    duplicate,
    lowConfidence,
    text: lowConfidence ? null : (row.text ?? ''),
  };
};

const segmentWhere = (interviewId: string, seq: number, index: number) =>
  and(eq(answerSegments.interviewId, interviewId), eq(answerSegments.seq, seq), eq(answerSegments.idx, index));

function assertPcm(pcm: Buffer) {
  if (pcm.length > SEGMENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'A speech segment may hold at most 30 seconds of audio.');
  }
  if (pcm.length < SEGMENT_MIN_BYTES || pcm.length % SEGMENT_BYTES_PER_SAMPLE !== 0) {
    throw new AppError('VALIDATION', 'A speech segment must be 16 kHz mono 16-bit PCM of at least 0.1 seconds.');
  }
}

/** The segment may join this answer: it is the answer the interview awaits, and the answer stays within its time. */
async function assertSegmentFits(deps: UseCaseContext<'db'>, interview: CandidateInterview, input: SegmentInput) {
  const db = deps.db;
  const turns = await loadTurns({ db }, interview.id);
  const progress = deriveProgress(turns);
  if (progress.finished) throw new AppError('CONFLICT', 'The interview is finished. Please submit it.');
  if (!progress.awaitingAnswer || input.seq !== progress.nextSeq) {
    throw new AppError('CONFLICT', 'This answer is out of step with the interview. Please reload the page.');
  }
  const others = await db
    .select({ idx: answerSegments.idx, durationMs: answerSegments.durationMs })
    .from(answerSegments)
    .where(and(eq(answerSegments.interviewId, interview.id), eq(answerSegments.seq, input.seq)));
  const answerSeconds = await answerSecondsFor(db, interview.planVersionId, progress.questionsAsked);
  const spokenMs = others.filter((o) => o.idx !== input.index).reduce((sum, o) => sum + o.durationMs, 0);
  if (spokenMs + segmentSeconds(input.pcm.length) * 1000 > maxRecordingSeconds(answerSeconds) * 1000) {
    throw new AppError('PAYLOAD_TOO_LARGE', recordingTooLongMessage(answerSeconds));
  }
  return others;
}

/**
 * Stores and transcribes one speech segment of the answer the interview awaits (docs/decisions/0030).
 * Idempotent by (interview, seq, index): a segment already transcribed answers `duplicate` and
 * changes nothing; one this process is transcribing is waited for. Otherwise the segment takes a
 * place in the transcription pool (503 + Retry-After when full, nothing stored), is marked as
 * received, and its transcript is stored when it exists. A failed transcription removes the mark,
 * so the end of turn reports the segment missing and the browser sends it again.
 */
export async function uploadAnswerSegment(
  deps: UseCaseContext<'db' | 'ai' | 'log' | 'transcription'>,
  interview: CandidateInterview,
  input: SegmentInput,
): Promise<AnswerSegmentResult> {
  const db = deps.db;
  assertPcm(input.pcm);
  const [existing] = await db
    .select()
    .from(answerSegments)
    .where(segmentWhere(interview.id, input.seq, input.index));
  if (existing?.text != null) return present(existing, true);
  const running = segmentTranscriptions.get(interview.id, input.seq, input.index);
  if (running) {
    await running.catch(() => undefined);
    const [row] = await db
      .select()
      .from(answerSegments)
      .where(segmentWhere(interview.id, input.seq, input.index));
    if (row?.text != null) return present(row, true);
  }
  const others = await assertSegmentFits(deps, interview, input);

  let work: Promise<Transcription>;
  try {
    work = deps.transcription.submit(() => deps.ai.transcribeSegment(input.pcm));
  } catch (error) {
    if (!(error instanceof PoolFullError)) throw error;
    deps.log.warn({ ...deps.transcription.stats() }, 'transcription queue full; segment refused with 503');
    throw new AppError('UNAVAILABLE', candidateMessages.transcriptionBusy, {
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  segmentTranscriptions.track(interview.id, input.seq, input.index, work).catch(() => undefined);
  const durationMs = Math.round(segmentSeconds(input.pcm.length) * 1000);
  await db
    .insert(answerSegments)
    .values({ interviewId: interview.id, seq: input.seq, idx: input.index, durationMs, startMs: input.startMs })
    .onConflictDoNothing();

  let transcript: Transcription;
  try {
    transcript = await work;
  } catch (error) {
    await db
      .delete(answerSegments)
      .where(and(segmentWhere(interview.id, input.seq, input.index), isNull(answerSegments.text)));
    deps.log.warn({ err: error }, 'segment transcription failed');
    throw error instanceof AppError ? error : new AppError('UPSTREAM', candidateMessages.processingFailed);
  }
  // Word times are from the segment's start; the answer's recording is the clock the scorecard plays by.
  const speechBeforeMs = others.filter((o) => o.idx < input.index).reduce((sum, o) => sum + o.durationMs, 0);
  const offset = segmentOffsetSeconds(input.startMs ?? existing?.startMs, speechBeforeMs);
  const [stored] = await db
    .update(answerSegments)
    .set({
      text: transcript.text.trim(),
      sttConfidence: transcript.confidence,
      wordTimings: transcript.words && transcript.words.length > 0 ? shiftWords(transcript.words, offset) : null,
      transcribedAt: new Date(),
    })
    .where(and(segmentWhere(interview.id, input.seq, input.index), isNull(answerSegments.text)))
    .returning();
  if (stored) return present(stored, false);
  // Another upload of the same segment (another process) stored its transcript first: that one stands.
  const [row] = await db
    .select()
    .from(answerSegments)
    .where(segmentWhere(interview.id, input.seq, input.index));
  if (row?.text == null) throw new AppError('CONFLICT', 'This answer changed meanwhile. Please reload the page.');
  return present(row, true);
}
