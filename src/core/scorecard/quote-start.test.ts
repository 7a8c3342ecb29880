import { describe, expect, test } from 'vitest';
import { QUOTE_LEAD_SECONDS, quoteStartSeconds, wordTimingsFromSegments, type WordTiming } from './quote-start.ts';
import { findVerbatim } from './quotes.ts';

const timed = (text: string, step = 0.4, from = 1): WordTiming[] =>
  text.split(' ').map((word, i) => ({ word, start: Math.round((from + i * step) * 100) / 100 }));

describe('quoteStartSeconds', () => {
  const answer = 'i have worked as a software engineer for five years in my last job i led a small team';
  const timings = timed(answer);

  test('returns the start of the quoted words less the lead', () => {
    // "in my last job" is word 10 (0-based): 1 + 10 × 0.4 = 5 s.
    expect(quoteStartSeconds('in my last job', answer, timings)).toBe(5 - QUOTE_LEAD_SECONDS);
  });

  test('matches as the quote verifier does: case, punctuation and apostrophes ignored', () => {
    const written = 'I have worked as a software engineer for five years. In my last job, I led a small team.';
    const quote = findVerbatim('In my LAST job, I led', written)!;
    expect(quote).toBe('In my last job, I led');
    expect(quoteStartSeconds(quote, written, timings)).toBe(4.5);
    const words: WordTiming[] = [
      { word: 'we', start: 0.2 },
      { word: "don't", start: 0.5 },
      { word: 'ship', start: 0.9 },
      { word: 'bugs', start: 1.3 },
    ];
    expect(quoteStartSeconds('dont ship bugs', 'we dont ship bugs', words)).toBe(0);
    expect(quoteStartSeconds('don’t ship bugs', 'we don’t ship bugs', words)).toBe(0);
  });

  test('never goes below zero', () => {
    expect(quoteStartSeconds('i have worked', answer, timings)).toBe(0.5);
    expect(quoteStartSeconds('i have worked', answer, timed(answer, 0.4, 0.1))).toBe(0);
  });

  test('is null without timings or when the quote is not among the words', () => {
    expect(quoteStartSeconds('in my last job', answer, null)).toBeNull();
    expect(quoteStartSeconds('in my last job', answer, [])).toBeNull();
    expect(quoteStartSeconds('my next job was', answer, timings)).toBeNull();
    expect(quoteStartSeconds('', answer, timings)).toBeNull();
  });

  test('falls back to the quote’s place in the text when the words align one to one', () => {
    // The text says "5"; the timed words say "five": same count, so word 8 of the text is word 8 of the timings.
    const text = 'i have worked as a software engineer for 5 years in my last job i led a small team';
    expect(quoteStartSeconds('for 5 years', text, timings)).toBe(3.3);
    expect(quoteStartSeconds('for 5 years', `${text} too`, timings)).toBeNull();
  });

  test('skips malformed timings (stored jsonb read back)', () => {
    const bad = [
      { word: 'hello', start: Number.NaN },
      { word: 'there', start: -1 },
      ...timed('in my last job', 0.4, 2),
    ];
    expect(quoteStartSeconds('in my last', 'hello there in my last job', bad as WordTiming[])).toBe(1.5);
  });
});

describe('wordTimingsFromSegments', () => {
  test('spreads each segment’s words evenly over its span', () => {
    const timings = wordTimingsFromSegments([
      { start: 0, end: 2, text: ' I like Go. ' },
      { start: 4, end: 6, text: 'We ship daily and often.' },
      { text: 'no start' },
    ]);
    expect(timings.map((t) => t.start)).toEqual([0, 0.67, 1.33, 4, 4.4, 4.8, 5.2, 5.6]);
    expect(quoteStartSeconds('ship daily and', 'I like Go. We ship daily and often.', timings)).toBe(3.9);
  });
});
