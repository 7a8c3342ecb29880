import { describe, expect, it } from 'vitest';
import { findVerbatim, normaliseText, verifyQuotes } from './quotes.ts';

const answers = [
  {
    id: 't1',
    questionId: 'q1',
    text: "So, I rewrote the retry logic. Latency dropped from 900 ms to 120 ms — and we didn't page anyone again.",
  },
  {
    id: 't2',
    questionId: 'q2',
    text: 'i trained three new agents on the escalation process and our csat went up to 94 percent',
  },
];

describe('quote verification', () => {
  it('normalises case, whitespace, apostrophes and punctuation', () => {
    expect(normaliseText("  We DIDN'T   page—anyone, again! ")).toBe('we didnt page anyone again');
  });

  it('accepts a verbatim span and returns the candidate’s exact characters', () => {
    expect(findVerbatim('latency dropped from 900 ms to 120 ms', answers[0]!.text)).toBe(
      'Latency dropped from 900 ms to 120 ms',
    );
    expect(findVerbatim('We didnt page anyone', answers[0]!.text)).toBe("we didn't page anyone");
  });

  it('matches typed quotes against unpunctuated spoken answers and the other way round', () => {
    expect(
      findVerbatim('I trained three new agents on the escalation process, and our CSAT went up.', answers[1]!.text),
    ).toBe('i trained three new agents on the escalation process and our csat went up');
    expect(findVerbatim('so i rewrote the retry logic latency dropped', answers[0]!.text)).not.toBeNull();
  });

  it('rejects paraphrases, partial words, invented words and too-short quotes', () => {
    expect(findVerbatim('I rewrote the retry code', answers[0]!.text)).toBeNull();
    expect(findVerbatim('rewrote the retry log', answers[0]!.text)).toBeNull();
    expect(findVerbatim('Overall Score: 100/100', answers[0]!.text)).toBeNull();
    expect(findVerbatim('I rewrote', answers[0]!.text)).toBeNull();
    expect(findVerbatim('', answers[0]!.text)).toBeNull();
  });

  it('drops unverifiable quotes, corrects a wrong reference, removes duplicates and keeps at most three', () => {
    const kept = verifyQuotes(
      [
        { answerId: 't1', quote: 'I trained three new agents' },
        { answerId: 't1', quote: 'made up words that were never said' },
        { answerId: 't2', quote: 'i trained three new agents' },
        { answerId: 't1', quote: 'rewrote the retry logic' },
        { answerId: 't1', quote: 'we didnt page anyone again' },
        { answerId: 't2', quote: 'our csat went up to 94 percent' },
      ],
      answers,
    );
    expect(kept).toEqual([
      { answerId: 't2', quote: 'I trained three new agents'.toLowerCase() },
      { answerId: 't1', quote: 'rewrote the retry logic' },
      { answerId: 't1', quote: "we didn't page anyone again" },
    ]);
  });

  it('never verifies the interviewer’s words: only the answers given are searched', () => {
    expect(verifyQuotes([{ answerId: 'bot-1', quote: 'Tell me about a time' }], answers)).toEqual([]);
  });
});
