import { and, asc, eq } from 'drizzle-orm';
import { assembleSegments, missingSegmentIndexes } from '../../../core/segment-transcript.ts';
import type { Transcription } from '../../adapters/ai/provider.ts';
import type { UseCaseContext } from '../../deps.ts';
import { answerSegments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { segmentTranscriptions } from './segment-transcriptions.ts';

/** How long the end of turn waits for a segment another process is transcribing before calling it missing. */
export const SEGMENT_WAIT_MS = 30_000;
/** How long the end of turn waits for a segment not received yet (its upload may be just behind it). */
export const MISSING_GRACE_MS = 2_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const loadSegments = (deps: UseCaseContext<'db'>, interviewId: string, seq: number) =>
  deps.db
    .select()
    .from(answerSegments)
    .where(and(eq(answerSegments.interviewId, interviewId), eq(answerSegments.seq, seq)))
    .orderBy(asc(answerSegments.idx));

/** Forgets an answer's segments (an empty answer is answered again from index 0). */
export const deleteSegments = (deps: UseCaseContext<'db'>, interviewId: string, seq: number) =>
  deps.db.delete(answerSegments).where(and(eq(answerSegments.interviewId, interviewId), eq(answerSegments.seq, seq)));

export const segmentsMissing = (missing: number[]) =>
  new AppError('SEGMENTS_MISSING', 'Part of your answer did not reach us. Sending it again…', { missing });

/**
 * The transcript of an answer uploaded as `count` segments (docs/decisions/0030): indexes not
 * received within MISSING_GRACE_MS fail with SEGMENTS_MISSING (nothing streamed yet, so the browser
 * gets a 409 and sends them again); segments still being transcribed are waited for — this process's own work
 * directly, another process's through the database — and the texts are joined in index order.
 * Nothing is streamed while waiting, so a segment found missing late is still a plain 409.
 */
export async function transcriptFromSegments(
  deps: UseCaseContext<'db'>,
  interviewId: string,
  seq: number,
  count: number,
): Promise<Transcription> {
  const started = Date.now();
  let rows = (await loadSegments(deps, interviewId, seq)).filter((r) => r.idx < count);
  for (;;) {
    const missing = missingSegmentIndexes(
      rows.map((r) => r.idx),
      count,
    );
    const pending = rows.filter((r) => r.text === null);
    if (missing.length === 0 && pending.length === 0) break;
    // An upload sent just before the end of turn may still be on its way: a short grace, then 409.
    if (missing.length > 0 && Date.now() - started > MISSING_GRACE_MS) throw segmentsMissing(missing);
    if (Date.now() - started > SEGMENT_WAIT_MS) throw segmentsMissing(pending.map((r) => r.idx));
    const local = pending
      .map((r) => segmentTranscriptions.get(interviewId, seq, r.idx))
      .filter((work) => work !== undefined);
    if (local.length > 0 && missing.length === 0) await Promise.all(local.map((work) => work.catch(() => undefined)));
    else await sleep(POLL_MS);
    rows = (await loadSegments(deps, interviewId, seq)).filter((r) => r.idx < count);
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
