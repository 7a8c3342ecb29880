import { expect, test } from 'vitest';
import { computeAnalytics } from '../../../core/analytics.ts';
import { parseTranscript } from '../../../core/transcript.ts';
import { countRecordings, transcriptFromTurns, type StoredTurn } from './interview-transcript.ts';

const start = new Date('2025-03-01T10:00:00Z').getTime();
const turn = (
  seq: number,
  speaker: 'user' | 'bot',
  text: string,
  seconds: number,
  recordingKey: string | null = null,
): StoredTurn => ({
  seq,
  speaker,
  text,
  recordingKey,
  createdAt: new Date(start + seconds * 1000),
});

const turns = [
  turn(2, 'bot', 'Which database do you use?', 75),
  turn(0, 'bot', 'Hello! Tell me about yourself.', 0),
  turn(1, 'user', 'I build payment APIs.\nMostly in TypeScript.', 42, 'rec/1.webm'),
  turn(3, 'user', 'PostgreSQL.', 3725),
];

test('formats turns in seq order with [HH:MM:SS] offsets from the first turn', () => {
  expect(transcriptFromTurns(turns)).toBe(
    [
      'BOT: [00:00:00] Hello! Tell me about yourself.',
      'USER: [00:00:42] I build payment APIs. Mostly in TypeScript.',
      'BOT: [00:01:15] Which database do you use?',
      'USER: [01:02:05] PostgreSQL.',
    ].join('\n'),
  );
});

test('round-trips through the core parser and feeds the analytics duration', () => {
  const transcript = transcriptFromTurns(turns);
  expect(parseTranscript(transcript).map((e) => e.speaker)).toEqual(['bot', 'user', 'bot', 'user']);
  expect(computeAnalytics({ transcript }).durationMinutes).toBe(62.1);
});

test('counts only answers that have a recording', () => {
  expect(countRecordings(turns)).toBe(1);
  expect(transcriptFromTurns([])).toBe('');
});
