import { eq } from 'drizzle-orm';
import type { CvTextStatus } from '../../../core/cv-text.ts';
import { interviews } from '../../db/schema.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * The CV's extracted text as the interview stores it. `text` is present only when status is
 * done (and may still be partial: `note` says so). Null when the interview does not exist or has
 * no CV reading (interviews from before CVs were read). This reads by interview id without an
 * owner check: it is for server-side code that already holds an authorized interview (the
 * interviewer, the assessor), never for a route. The text is candidate data, to be passed as
 * delimited data, never as instructions.
 */
export type CvText = { status: CvTextStatus; text: string | null; note: string | null };

export async function loadCvText({ db }: UseCaseContext<'db'>, interviewId: string): Promise<CvText | null> {
  const [row] = await db
    .select({ status: interviews.cvTextStatus, text: interviews.cvText, note: interviews.cvTextNote })
    .from(interviews)
    .where(eq(interviews.id, interviewId))
    .limit(1);
  if (!row?.status) return null;
  return { status: row.status, text: row.status === 'done' ? row.text : null, note: row.note };
}
