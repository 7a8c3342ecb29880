import type { Turn } from '../../../core/api/candidate.ts';
import type { TurnRow } from './policies.ts';

export const presentTurn = (turn: TurnRow): Turn => ({
  seq: turn.seq,
  speaker: turn.speaker,
  text: turn.text,
  hasRecording: Boolean(turn.recordingKey),
  createdAt: turn.createdAt.toISOString(),
});
