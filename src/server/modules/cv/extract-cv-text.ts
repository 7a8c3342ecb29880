import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { detectCvKind } from '../../../core/cv.ts';
import { CV_TEXT_LIMITS, cvTextNotes, doneNote, normalizeCvText, type CvTextStatus } from '../../../core/cv-text.ts';
import { DocumentReadError, readDocumentText } from '../../adapters/cv/read-document-text.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import type { ExtractCvTextPayload } from './extract-cv-text.job.ts';
import { isFinalAttempt, type JobAttempt, type JobHandler } from '../../jobs/queue.ts';

export type ExtractCvTextDeps = UseCaseContext<'db' | 'blobs' | 'log'>;

async function store(
  deps: ExtractCvTextDeps,
  interviewId: string,
  status: CvTextStatus,
  text: string | null,
  note: string | null,
) {
  // Only a pending read is written: a second run (a retry racing a finished one) changes nothing.
  await deps.db
    .update(interviews)
    .set({ cvText: text, cvTextStatus: status, cvTextNote: note })
    .where(and(eq(interviews.id, interviewId), eq(interviews.cvTextStatus, 'pending')));
}

/**
 * Reads the text of the interview's CV and stores it with the interview (status done, with a
 * note when it is partial or empty). A file that cannot be parsed, or takes too long or too much
 * memory, is marked failed at once (reading it again gives the same result); a storage error is
 * retried and marked failed on the last attempt. Nothing here touches the interview itself.
 */
export async function extractCvText(deps: ExtractCvTextDeps, interviewId: string, attempt: JobAttempt) {
  const [row] = await deps.db
    .select({ cvKey: interviews.cvKey, status: interviews.cvTextStatus })
    .from(interviews)
    .where(eq(interviews.id, interviewId))
    .limit(1);
  if (!row?.cvKey || row.status !== 'pending') return;
  let bytes: Buffer;
  try {
    bytes = await buffer((await deps.blobs.get(row.cvKey)).stream);
  } catch (error) {
    deps.log.warn({ err: error, interviewId }, 'could not load the CV to read its text');
    if (isFinalAttempt(attempt)) await store(deps, interviewId, 'failed', null, cvTextNotes.failed);
    throw error;
  }
  const kind = detectCvKind(bytes);
  if (kind !== 'pdf' && kind !== 'docx') {
    await store(deps, interviewId, 'unsupported', null, cvTextNotes.unsupported);
    return;
  }
  try {
    const read = await readDocumentText(kind, bytes, {
      maxPages: CV_TEXT_LIMITS.maxPages,
      timeoutMs: CV_TEXT_LIMITS.timeoutMs,
      memoryMb: CV_TEXT_LIMITS.readerMemoryMb,
    });
    const normalized = normalizeCvText(read.text);
    await store(deps, interviewId, 'done', normalized.text, doneNote({ ...read, ...normalized }));
  } catch (error) {
    if (!(error instanceof DocumentReadError)) throw error;
    deps.log.info({ interviewId, reason: error.reason, kind }, 'CV text could not be read');
    await store(deps, interviewId, 'failed', null, cvTextNotes.failed);
  }
}

/** The job handler (registered in jobs/workers.ts). */
export const handleExtractCvText =
  (deps: ExtractCvTextDeps): JobHandler<ExtractCvTextPayload> =>
  ({ interviewId }, attempt) =>
    extractCvText(deps, interviewId, attempt);
