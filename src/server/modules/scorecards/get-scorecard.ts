import type { Actor } from '../../../core/access.ts';
import { eq } from 'drizzle-orm';
import type { ScorecardResponse } from '../../../core/api/scorecards.ts';
import type { Db } from '../../db/client.ts';
import { interviews, interviewTurns, scorecards } from '../../db/schema.ts';
import { interviewNotFound, ownedInterview } from '../review/policies.ts';
import { presentScorecard } from './presenters.ts';
import { latestOverrides, readScorecard, scorecardColumns } from './scorecard-records.ts';

/**
 * An interview's scorecard with the latest override of each rating, in three statements (the
 * owned interview with its scorecard, its overrides, its answer turns for the quote links).
 */
export async function getScorecard(db: Db, actor: Actor, interviewId: string): Promise<ScorecardResponse> {
  const [row] = await db
    .select({ id: interviews.id, card: scorecardColumns })
    .from(interviews)
    .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(ownedInterview(db, actor, interviewId, 'interview.read'))
    .limit(1);
  if (!row) throw interviewNotFound();
  if (!row.card) return { interviewId: row.id, scorecard: null };
  const [overrides, turns] = await Promise.all([
    latestOverrides(db, [row.id]),
    db.select({ seq: interviewTurns.seq }).from(interviewTurns).where(eq(interviewTurns.interviewId, row.id)),
  ]);
  const card = readScorecard(row.card);
  return {
    interviewId: row.id,
    scorecard: presentScorecard(card, overrides.get(row.id), new Set(turns.map((t) => t.seq))),
  };
}
