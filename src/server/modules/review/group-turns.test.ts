import { describe, expect, it } from 'vitest';
import { groupTurns, type ReviewTurn } from './group-turns.ts';

const sign = async (key: string) => `signed:${key}`;

describe('groupTurns', () => {
  it('pairs each question with its answer and numbers the recordings 1..n', async () => {
    const turns: ReviewTurn[] = [
      { seq: 3, speaker: 'bot', text: 'Q2', recordingKey: null },
      { seq: 1, speaker: 'bot', text: 'Q1', recordingKey: null },
      { seq: 2, speaker: 'user', text: 'A1', recordingKey: 'a1.webm', sttConfidence: 0.2 },
      { seq: 4, speaker: 'user', text: 'A2 typed', recordingKey: null },
      { seq: 5, speaker: 'bot', text: 'Q3', recordingKey: null },
      { seq: 6, speaker: 'user', text: 'A3', recordingKey: 'a3.webm', sttConfidence: 0.9 },
      { seq: 7, speaker: 'bot', text: 'Thank you for completing the interview.', recordingKey: null },
    ];
    expect(await groupTurns(turns, sign)).toEqual([
      {
        question: { seq: 1, text: 'Q1' },
        // Speech-to-text was unsure: the employer is pointed to the recording.
        answer: { seq: 2, text: 'A1', recordingNumber: 1, recordingUrl: 'signed:a1.webm', lowConfidence: true },
      },
      {
        question: { seq: 3, text: 'Q2' },
        answer: { seq: 4, text: 'A2 typed', recordingNumber: null, recordingUrl: null, lowConfidence: false },
      },
      {
        question: { seq: 5, text: 'Q3' },
        answer: { seq: 6, text: 'A3', recordingNumber: 2, recordingUrl: 'signed:a3.webm', lowConfidence: false },
      },
      { question: { seq: 7, text: 'Thank you for completing the interview.' }, answer: null },
    ]);
  });

  it('keeps answers without a question before them as their own items', async () => {
    const turns: ReviewTurn[] = [
      { seq: 1, speaker: 'user', text: 'hello', recordingKey: 'r.webm' },
      { seq: 2, speaker: 'bot', text: 'Q1', recordingKey: null },
      { seq: 3, speaker: 'user', text: 'A', recordingKey: null },
      { seq: 4, speaker: 'user', text: 'B', recordingKey: 'b.webm' },
    ];
    const items = await groupTurns(turns, sign);
    expect(
      items.map((i) => [i.question?.text ?? null, i.answer?.text ?? null, i.answer?.recordingNumber ?? null]),
    ).toEqual([
      [null, 'hello', 1],
      ['Q1', 'A', null],
      [null, 'B', 2],
    ]);
  });

  it('returns nothing for an interview without turns', async () => {
    expect(await groupTurns([], sign)).toEqual([]);
  });
});
