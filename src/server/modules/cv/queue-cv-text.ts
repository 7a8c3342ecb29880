import { eq } from 'drizzle-orm';
import type { CvKind } from '../../../core/cv.ts';
import { cvTextNotes } from '../../../core/cv-text.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { extractCvTextJob } from './extract-cv-text.job.ts';

/** The CV-reading columns an interview starts with: pending for what we read, unsupported otherwise. */
export function cvTextAtIntake(kind: CvKind) {
  return kind === 'doc'
    ? { cvTextStatus: 'unsupported' as const, cvTextNote: cvTextNotes.unsupported }
    : { cvTextStatus: 'pending' as const, cvTextNote: null };
}

/**
 * Queues the reading of the CV's text. It never fails the intake: when the job cannot be
 * queued the reading is marked failed and the candidate goes on.
 */
export async function queueCvText(deps: UseCaseContext<'db' | 'queue' | 'log'>, interviewId: string) {
  try {
    await deps.queue.send(extractCvTextJob, { interviewId });
  } catch (error) {
    deps.log.warn({ err: error, interviewId }, 'could not queue the CV text reading');
    await deps.db
      .update(interviews)
      .set({ cvTextStatus: 'failed', cvTextNote: cvTextNotes.failed })
      .where(eq(interviews.id, interviewId))
      .catch(() => undefined);
  }
}
