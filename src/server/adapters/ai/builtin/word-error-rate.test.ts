import { describe, expect, test } from 'vitest';
import { normaliseWords, wordErrorRate } from './word-error-rate.ts';

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
