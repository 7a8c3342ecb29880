import type { Turn } from '../../../core/api/candidate';
import { ANSWER_RECORDED } from '../../../core/stt-confidence';
import type { PendingAnswer } from './interviewTurnsReducer';

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * What the candidate sees of their own spoken answer: never a garbled transcript. Where the
 * recogniser was unsure (the server's confidence flag) or the answer is still on its way:
 * "Answer recorded · 0:31"; the words only where the engine is confident.
 */
export function ownAnswerText(turn: Pick<Turn, 'text' | 'lowConfidence'>, durationMs?: number): string {
  if (!turn.lowConfidence) return turn.text;
  return durationMs === undefined ? ANSWER_RECORDED : `${ANSWER_RECORDED} · ${clock(durationMs)}`;
}

export function pendingText(pending: PendingAnswer): string {
  if (pending.text?.trim()) return pending.text.trim();
  if (pending.durationMs !== undefined) return `${ANSWER_RECORDED} · ${clock(pending.durationMs)}`;
  return 'Your recorded answer';
}
