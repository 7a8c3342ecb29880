import { asc, eq } from 'drizzle-orm';
import { interviewTurns } from '../../db/schema.ts';
import type { UseCaseContext } from '../../deps.ts';

/** An interview's turns, oldest first: what the candidate flow, the assessment and the review all read. */
export function loadTurns({ db }: UseCaseContext<'db'>, interviewId: string) {
  return db
    .select()
    .from(interviewTurns)
    .where(eq(interviewTurns.interviewId, interviewId))
    .orderBy(asc(interviewTurns.seq));
}

export type TurnRow = Awaited<ReturnType<typeof loadTurns>>[number];
