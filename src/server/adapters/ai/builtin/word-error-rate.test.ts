import { describe, expect, test } from 'vitest';
import { corpusWordErrorRate, normaliseWords, numberToWords, wordErrorRate } from './word-error-rate.ts';

describe('wordErrorRate', () => {
  test('is 0 for the same words, ignoring case and punctuation', () => {
    expect(wordErrorRate('Hello, World.', 'hello world')).toBe(0);
  });

  test('counts a substitution', () => {
    expect(wordErrorRate('the cat sat down', 'the hat sat down')).toBe(0.25);
  });

  test('counts a deletion', () => {
    expect(wordErrorRate('the cat sat down', 'the cat down')).toBe(0.25);
  });

  test('counts an insertion', () => {
    expect(wordErrorRate('the cat sat down', 'the cat sat right down')).toBe(0.25);
  });

  test('mixes edits with the minimum total', () => {
    // kitten -> sitting style: two substitutions and one insertion over four words
    expect(wordErrorRate('a b c d', 'x b y d e')).toBe(0.75);
  });

  test('is 1 for an empty hypothesis and can exceed 1 with many insertions', () => {
    expect(wordErrorRate('one two', '')).toBe(1);
    expect(wordErrorRate('one', 'one two three')).toBe(2);
  });

  test('handles an empty reference', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'noise')).toBe(1);
  });

  test('keeps apostrophes inside words', () => {
    expect(normaliseWords("I'm here!")).toEqual(["i'm", 'here']);
  });
});

describe('normaliseWords', () => {
  test('writes digits as words, without "and"', () => {
    expect(normaliseWords('Over 120, about 98 percent; 1,200 people and 7 days.')).toEqual([
      ...['over', 'one', 'hundred', 'twenty', 'about', 'ninety', 'eight', 'percent'],
      ...['one', 'thousand', 'two', 'hundred', 'people', 'and', 'seven', 'days'],
    ]);
  });

  test('compares "98" and "ninety eight" equal', () => {
    expect(wordErrorRate('on time dispatch was 98 percent', 'on time dispatch was ninety eight percent')).toBe(0);
  });

  test('splits hyphenated words, drops pronunciation marks and quotes around words', () => {
    expect(normaliseWords("e-mail as(2) 'quoted' don't")).toEqual(['e', 'mail', 'as', 'quoted', "don't"]);
  });
});

describe('numberToWords', () => {
  test.each([
    [0, 'zero'],
    [15, 'fifteen'],
    [40, 'forty'],
    [400, 'four hundred'],
    [2019, 'two thousand nineteen'],
    [1_000_001, 'one million one'],
  ])('%i → %s', (n, words) => {
    expect(numberToWords(n).join(' ')).toBe(words);
  });
});

describe('corpusWordErrorRate', () => {
  test('is all errors over all reference words', () => {
    expect(
      corpusWordErrorRate([
        { reference: 'a b c d', hypothesis: 'a b c d' },
        { reference: 'e f', hypothesis: 'e' },
      ]),
    ).toBeCloseTo(1 / 6);
    expect(corpusWordErrorRate([])).toBe(0);
  });
});
