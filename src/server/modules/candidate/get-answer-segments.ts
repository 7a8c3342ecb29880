import type { AnswerSegmentsState } from '../../../core/api/answer-segments.ts';
import type { UseCaseContext } from '../../deps.ts';
import { loadTurns, type CandidateInterview } from './load-candidate-interview.ts';
import { loadSegments } from './transcript-from-segments.ts';

/** What the server holds of one answer's segments: after a reload the page continues from `nextIndex`. */
export async function getAnswerSegments(
  deps: UseCaseContext<'db'>,
  interview: CandidateInterview,
  seq: number,
): Promise<AnswerSegmentsState> {
  const [rows, turns] = await Promise.all([loadSegments(deps, interview.id, seq), loadTurns(deps, interview.id)]);
  const speechMs = rows.reduce((sum, r) => sum + r.durationMs, 0);
  return {
    seq,
    transcribed: rows.filter((r) => r.text !== null).map((r) => r.idx),
    pending: rows.filter((r) => r.text === null).map((r) => r.idx),
    nextIndex: rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.idx)) + 1,
    speechSeconds: Math.round(speechMs / 100) / 10,
    answered: turns.some((t) => t.seq === seq && t.speaker === 'user'),
    generation: interview.answerGeneration,
  };
}
