import type { Turn } from '../../../core/api/candidate.ts';
import { ANSWER_RECORDED, isLowConfidence } from '../../../core/stt-confidence.ts';
import type { TurnRow } from './load-candidate-interview.ts';

/** A turn as the candidate sees it: a low-confidence transcript (likely garbled) is shown as "Answer recorded". */
export const presentTurn = (turn: TurnRow): Turn => {
  const lowConfidence = turn.speaker === 'user' && isLowConfidence(turn.sttConfidence);
  return {
    seq: turn.seq,
    speaker: turn.speaker,
    text: lowConfidence ? ANSWER_RECORDED : turn.text,
    lowConfidence,
    hasRecording: Boolean(turn.recordingKey),
    createdAt: turn.createdAt.toISOString(),
  };
};
