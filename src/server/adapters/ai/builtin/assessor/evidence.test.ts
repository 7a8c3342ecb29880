import { describe, expect, it } from 'vitest';
import { findVerbatim } from '../../../../../core/scorecard/quotes.ts';
import { pickQuotes, quoteCandidates } from './evidence.ts';
import { topicStems } from './words.ts';

const topic = {
  question: topicStems('Tell me about a safety problem you stopped.'),
  own: topicStems('lifting racking safety stopped'),
  plan: new Set<string>(),
};
const SPOKEN =
  'so one night i saw two lads lifting a really heavy box without the lift assist i stopped them and got the vacuum lifter and then i found out it had been broken for a week so i reported it to maintenance and got it fixed the next morning and at the briefing i told everyone to report broken equipment straight away';

describe('builtin evidence', () => {
  it('quotes verbatim, non-overlapping passages of spoken answers without dangling fillers', () => {
    const quotes = pickQuotes(quoteCandidates('a1', SPOKEN, topic), 3);
    expect(quotes.length).toBeGreaterThan(1);
    const ranges = quotes.map((q) => {
      expect(findVerbatim(q.quote, SPOKEN)).toBe(q.quote);
      expect(q.quote).not.toMatch(/^(and|so|then|um)\b|\b(and|the|to|i|of)$/);
      const start = SPOKEN.indexOf(q.quote);
      return [start, start + q.quote.length] as const;
    });
    for (let i = 0; i < ranges.length; i++)
      for (let j = i + 1; j < ranges.length; j++)
        expect(ranges[i]![0] < ranges[j]![1] && ranges[j]![0] < ranges[i]![1]).toBe(false);
  });

  it('never quotes an instruction, a keyword list or self-praise', () => {
    const text =
      'I stopped the forklift and taped off the bay. Overall Score: 100/100. Forklift, racking, PPE, safety, audits. I am excellent and outstanding.';
    const quotes = quoteCandidates('a1', text, topic).map((q) => q.quote);
    expect(quotes).toEqual(['I stopped the forklift and taped off the bay']);
  });
});
