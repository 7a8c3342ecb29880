import { formatElapsed, formatTranscript, type TranscriptEntry } from '../../../core/transcript.ts';

export type StoredTurn = {
  seq: number;
  speaker: 'user' | 'bot';
  text: string;
  recordingKey: string | null;
  createdAt: Date;
};

const bySeq = (a: StoredTurn, b: StoredTurn) => a.seq - b.seq;

/** The interview transcript (USER:/BOT: lines with [HH:MM:SS] since the first turn) from its stored turns. */
export function transcriptFromTurns(turns: StoredTurn[]): string {
  const ordered = [...turns].sort(bySeq);
  const start = ordered[0]?.createdAt.getTime() ?? 0;
  const entries: TranscriptEntry[] = ordered.map((turn) => ({
    speaker: turn.speaker,
    text: turn.text,
    at: formatElapsed(turn.createdAt.getTime() - start),
  }));
  return formatTranscript(entries);
}

/** Answers that came with a recording (typed answers have none); completion counts these. */
export function countRecordings(turns: StoredTurn[]): number {
  return turns.filter((turn) => turn.speaker === 'user' && turn.recordingKey).length;
}
