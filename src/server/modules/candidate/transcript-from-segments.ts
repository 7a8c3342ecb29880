import { and, asc, eq } from 'drizzle-orm';
import { assembleSegments, missingSegmentIndexes } from '../../../core/segment-transcript.ts';
import type { Transcription } from '../../adapters/ai/provider.ts';
import type { AppDeps } from '../../deps.ts';
import { answerSegments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { segmentTranscriptions } from './segment-transcriptions.ts';

/** How long the end of turn waits for a segment another process is transcribing before calling it missing. */
export const SEGMENT_WAIT_MS = 30_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const loadSegments = (deps: AppDeps, interviewId: string, seq: number) =>
  deps.database.db
    .select()
    .from(answerSegments)
    .where(and(eq(answerSegments.interviewId, interviewId), eq(answerSegments.seq, seq)))
    .orderBy(asc(answerSegments.idx));

/** Forgets an answer's segments (an empty answer is answered again from index 0). */
export const deleteSegments = (deps: AppDeps, interviewId: string, seq: number) =>
  deps.database.db
    .delete(answerSegments)
    .where(and(eq(answerSegments.interviewId, interviewId), eq(answerSegments.seq, seq)));

export const segmentsMissing = (missing: number[]) =>
  new AppError('SEGMENTS_MISSING', 'Part of your answer did not reach us. Sending it again…', { missing });

/**
 * The transcript of an answer uploaded as `count` segments (docs/decisions/0030): indexes never
 * received fail at once with SEGMENTS_MISSING (nothing streamed yet, so the browser gets a 409 and
 * sends them again); segments still being transcribed are waited for — this process's own work
 * directly, another process's through the database — and the texts are joined in index order.
 * Nothing is streamed while waiting, so a segment found missing late is still a plain 409.
 */
export async function transcriptFromSegments(
  deps: AppDeps,
  interviewId: string,
  seq: number,
  count: number,
): Promise<Transcription> {
  let rows = (await loadSegments(deps, interviewId, seq)).filter((r) => r.idx < count);
  const missing = missingSegmentIndexes(
    rows.map((r) => r.idx),
    count,
  );
  if (missing.length > 0) throw segmentsMissing(missing);

  let pending = rows.filter((r) => r.text === null);
  if (pending.length > 0) {
    await Promise.all(pending.map((r) => segmentTranscriptions.get(interviewId, seq, r.idx)?.catch(() => undefined)));
    const deadline = Date.now() + SEGMENT_WAIT_MS;
    for (;;) {
      rows = (await loadSegments(deps, interviewId, seq)).filter((r) => r.idx < count);
      pending = rows.filter((r) => r.text === null);
      const gone = missingSegmentIndexes(
        rows.map((r) => r.idx),
        count,
      );
      // A transcription failed meanwhile (its mark was removed): the browser must send it again.
      if (gone.length > 0) throw segmentsMissing(gone);
      if (pending.length === 0) break;
      if (Date.now() > deadline) throw segmentsMissing(pending.map((r) => r.idx));
      await sleep(POLL_MS);
    }
  }
  return assembleSegments(
    rows.map((r) => ({
      index: r.idx,
      text: r.text ?? '',
      confidence: r.sttConfidence,
      durationMs: r.durationMs,
      words: r.wordTimings,
    })),
  );
}
