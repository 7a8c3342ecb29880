import { inArray } from 'drizzle-orm';
import type { ScorecardView } from '../../../core/api/scorecards.ts';
import { interviewTurns } from '../../db/schema.ts';
import { presentScorecard, type QuotedTurn } from './presenters.ts';
import { latestOverrides, membersRatings, readScorecard, type ScorecardRow } from './scorecard-records.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * The scorecards of already loaded (and already authorized) interviews as the review page and
 * the public API show them, keyed by interview id; interviews not assessed yet have no entry.
 * Three statements whatever the number of interviews: their overrides, their members' ratings (the
 * team rating beside the assessor's) and their turns (quote links and start times).
 */
export async function scorecardViews(
  { db }: UseCaseContext<'db'>,
  rows: readonly { id: string; card: ScorecardRow | null }[],
): Promise<Map<string, ScorecardView>> {
  const views = new Map<string, ScorecardView>();
  const assessed = rows.filter((row): row is { id: string; card: ScorecardRow } => row.card !== null);
  if (assessed.length === 0) return views;
  const ids = assessed.map((row) => row.id);
  const [overrides, members, turns] = await Promise.all([
    latestOverrides(db, ids),
    membersRatings(db, ids),
    db
      .select({
        interviewId: interviewTurns.interviewId,
        seq: interviewTurns.seq,
        text: interviewTurns.text,
        wordTimings: interviewTurns.wordTimings,
      })
      .from(interviewTurns)
      .where(inArray(interviewTurns.interviewId, ids)),
  ]);
  const byInterview = new Map<string, Map<number, QuotedTurn>>();
  for (const turn of turns) {
    const map = byInterview.get(turn.interviewId) ?? new Map<number, QuotedTurn>();
    byInterview.set(turn.interviewId, map.set(turn.seq, { text: turn.text, wordTimings: turn.wordTimings }));
  }
  for (const row of assessed) {
    const view = presentScorecard(
      readScorecard(row.card),
      overrides.get(row.id),
      members.get(row.id) ?? [],
      byInterview.get(row.id) ?? new Map(),
    );
    views.set(row.id, view);
  }
  return views;
}
