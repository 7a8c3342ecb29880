import { and, eq, gte, sql } from 'drizzle-orm';
import type { ContinueAnswerResult } from '../../../core/api/answer-segments.ts';
import type { UseCaseContext } from '../../deps.ts';
import { answerSegments, interviews, interviewTurns } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CandidateInterview } from './load-candidate-interview.ts';

/** How old the interviewer's reply may be for the candidate to take it back by going on speaking. */
export const CONTINUE_WINDOW_SECONDS = 30;

const tooLate = () =>
  new AppError('CONFLICT', 'The interviewer has already moved on. Please answer the current question.');

/**
 * The candidate went on speaking right after an end of turn (docs/decisions/0030): the answer
 * turn `seq` and the reply stored after it are withdrawn so the answer continues as one; its
 * segments stay and the browser uploads more from `nextIndex`. Allowed only while they are the
 * interview's last turns, the answer was built from segments and the reply is recent. Calling it
 * again, or before the answer was stored, changes nothing. The answer row is locked first, so a
 * reply being generated meanwhile is not stored (stream-bot-turn checks its answer still exists).
 */
export async function continueAnswer(
  deps: UseCaseContext<'db' | 'blobs'>,
  interview: CandidateInterview,
  seq: number,
): Promise<ContinueAnswerResult> {
  const db = deps.db;
  const { nextIndex, recordingKey, generation } = await db.transaction(async (tx) => {
    // A new generation first (this also locks the interview row): an end of turn still in flight
    // under the old one stores nothing (answer-turn.ts), whichever of the two reaches the database first.
    const [raised] = await tx
      .update(interviews)
      .set({ answerGeneration: sql`${interviews.answerGeneration} + 1` })
      .where(eq(interviews.id, interview.id))
      .returning({ generation: interviews.answerGeneration });
    const generation = raised!.generation;
    const segments = await tx
      .select({ idx: answerSegments.idx })
      .from(answerSegments)
      .where(and(eq(answerSegments.interviewId, interview.id), eq(answerSegments.seq, seq)));
    if (segments.length === 0) throw new AppError('CONFLICT', 'Only a spoken answer sent in segments can continue.');
    const nextIndex = Math.max(...segments.map((s) => s.idx)) + 1;
    const turns = await tx
      .select()
      .from(interviewTurns)
      .where(eq(interviewTurns.interviewId, interview.id))
      .orderBy(interviewTurns.seq)
      .for('update');
    const answer = turns.find((t) => t.seq === seq);
    // Not stored (yet, or already withdrawn): nothing to undo while `seq` is the answer awaited.
    if (!answer) {
      if (turns.at(-1)?.seq !== seq - 1) throw tooLate();
      return { nextIndex, recordingKey: null, generation };
    }
    const later = turns.filter((t) => t.seq >= seq);
    if (answer.speaker !== 'user') throw tooLate();
    const reply = later.find((t) => t.seq === seq + 1);
    if (later.some((t) => t.seq > seq + 1)) throw tooLate();
    if (reply && Date.now() - reply.createdAt.getTime() > CONTINUE_WINDOW_SECONDS * 1000) throw tooLate();
    await tx
      .delete(interviewTurns)
      .where(and(eq(interviewTurns.interviewId, interview.id), gte(interviewTurns.seq, seq)));
    return { nextIndex, recordingKey: answer.recordingKey, generation };
  });
  // The recording covered only part of the answer; the browser uploads the whole one again.
  if (recordingKey) await deps.blobs.delete(recordingKey).catch(() => undefined);
  return { seq, nextIndex, generation };
}
