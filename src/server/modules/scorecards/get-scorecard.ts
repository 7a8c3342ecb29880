import type { Actor } from '../../../core/access.ts';
import { eq } from 'drizzle-orm';
import type { ScorecardResponse } from '../../../core/api/scorecards.ts';
import { interviews, scorecards } from '../../db/schema.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { scorecardColumns } from './scorecard-records.ts';
import { scorecardViews } from './scorecard-views.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * An interview's scorecard with the latest override of each rating, in three statements (the
 * owned interview with its scorecard, its overrides, its answer turns for the quote links).
 */
export async function getScorecard(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
): Promise<ScorecardResponse> {
  const [row] = await db
    .select({ id: interviews.id, card: scorecardColumns })
    .from(interviews)
    .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(ownedInterview(db, actor, interviewId, 'interview.read'))
    .limit(1);
  if (!row) throw interviewNotFound();
  const views = await scorecardViews({ db }, [row]);
  return { interviewId: row.id, scorecard: views.get(row.id) ?? null };
}
