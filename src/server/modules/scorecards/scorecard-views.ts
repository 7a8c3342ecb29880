import { inArray } from 'drizzle-orm';
import type { ScorecardView } from '../../../core/api/scorecards.ts';
import type { Db } from '../../db/client.ts';
import { interviewTurns } from '../../db/schema.ts';
import { presentScorecard } from './presenters.ts';
import { latestOverrides, readScorecard, type ScorecardRow } from './scorecard-records.ts';

/**
 * The scorecards of already loaded (and already authorized) interviews as the review page and
 * the public API show them, keyed by interview id; interviews not assessed yet have no entry.
 * Two statements whatever the number of interviews: their overrides and their turn numbers.
 */
export async function scorecardViews(
  db: Db,
  rows: readonly { id: string; card: ScorecardRow | null }[],
): Promise<Map<string, ScorecardView>> {
  const views = new Map<string, ScorecardView>();
  const assessed = rows.filter((row): row is { id: string; card: ScorecardRow } => row.card !== null);
  if (assessed.length === 0) return views;
  const ids = assessed.map((row) => row.id);
  const [overrides, turns] = await Promise.all([
    latestOverrides(db, ids),
    db
      .select({ interviewId: interviewTurns.interviewId, seq: interviewTurns.seq })
      .from(interviewTurns)
      .where(inArray(interviewTurns.interviewId, ids)),
  ]);
  const seqs = new Map<string, Set<number>>();
  for (const turn of turns) {
    const set = seqs.get(turn.interviewId) ?? new Set<number>();
    seqs.set(turn.interviewId, set.add(turn.seq));
  }
  for (const row of assessed) {
    const view = presentScorecard(readScorecard(row.card), overrides.get(row.id), seqs.get(row.id) ?? new Set());
    views.set(row.id, view);
  }
  return views;
}
