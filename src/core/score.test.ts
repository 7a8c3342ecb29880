import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SCORE,
  MAX_SCORE,
  MIN_SCORE,
  NO_FEEDBACK_SCORE,
  POSITIVE_PHRASES,
  POSITIVE_PHRASE_SCORE,
  STRONG_SCORE_THRESHOLD,
  extractScore,
  scoreBand,
} from './score.ts';

describe('score constants', () => {
  it('match the spec', () => {
    expect(NO_FEEDBACK_SCORE).toBe(0);
    expect(POSITIVE_PHRASE_SCORE).toBe(80);
    expect(DEFAULT_SCORE).toBe(50);
    expect(STRONG_SCORE_THRESHOLD).toBe(70);
    expect([MIN_SCORE, MAX_SCORE]).toEqual([0, 100]);
    expect(POSITIVE_PHRASES).toEqual([
      'strongly recommend',
      'excellent candidate',
      'outstanding',
      'exceptional',
      'highly qualified',
    ]);
  });
});

describe('extractScore: no feedback', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['whitespace', '  \n\t '],
  ])('is 0 for %s', (_label, feedback) => {
    expect(extractScore(feedback)).toBe(0);
  });
});

describe('extractScore: Overall Score label', () => {
  it.each([
    ['Overall Score: 87/100', 87],
    ['overall score of 92', 92],
    ['**Overall Score**: 75', 75],
    ['OVERALL SCORE - 61', 61],
    ['Overall  Score:\n\n 78', 78],
    ['## Overall Score\n78/100\n\n## Key Strengths\n- 5 years of React', 78],
    ['Summary first.\n1. Overall Score: 66\n2. Key Strengths', 66],
  ])('reads %j as %i', (feedback, expected) => {
    expect(extractScore(feedback)).toBe(expected);
  });

  it('uses the first number after the first label', () => {
    expect(extractScore('Overall Score: 70. Overall Score: 90. Technical: 40')).toBe(70);
  });

  it('ignores numbers before the label', () => {
    expect(extractScore('Candidate answered 9 of 10 questions. Overall Score: 55')).toBe(55);
  });

  it('takes the first number after the label even when it is far away', () => {
    expect(extractScore('Overall Score: pending review.\nKey Strengths: 3 years in Go')).toBe(3);
  });

  it('wins over positive phrases', () => {
    expect(extractScore('Overall Score: 40. Outstanding communicator.')).toBe(40);
  });

  describe('skips a bracketed scale right after the label', () => {
    it.each([
      ['Overall Score (1-100): 64', 64],
      ['**Overall Score (1-100)**: 64', 64],
      ['**Overall Score** (1-100): 64', 64],
      ['Overall Score (0 - 100)\n72', 72],
      ['Overall Score (1–100): 58', 58],
      ['Overall Score (1 to 100): 81', 81],
      ['Overall Score (out of 100): 90', 90],
    ])('reads %j as %i', (feedback, expected) => {
      expect(extractScore(feedback)).toBe(expected);
    });

    it('but still reads a score written in brackets', () => {
      expect(extractScore('Overall Score (87/100)')).toBe(87);
    });

    it('and skips only one scale, immediately after the label', () => {
      expect(extractScore('Overall Score: (1-100) 64')).toBe(1);
    });
  });

  it('clamps scores above 100', () => {
    expect(extractScore('Overall Score: 150')).toBe(100);
  });

  it('keeps 0 and 100', () => {
    expect(extractScore('Overall Score: 0')).toBe(0);
    expect(extractScore('Overall Score: 100/100')).toBe(100);
  });

  it('ignores a minus sign, never going below 0', () => {
    expect(extractScore('Overall Score: -5')).toBe(5);
  });

  it('rounds decimal scores', () => {
    expect(extractScore('Overall Score: 87.5/100')).toBe(88);
    expect(extractScore('Overall Score: 87.4')).toBe(87);
  });

  it('falls through when the label has no number after it', () => {
    expect(extractScore('Overall Score: not available')).toBe(50);
    expect(extractScore('Overall Score: n/a. An exceptional engineer.')).toBe(80);
  });

  it('needs both words', () => {
    expect(extractScore('Score: 90')).toBe(50);
    expect(extractScore('Overall: 90')).toBe(50);
  });
});

describe('extractScore: positive phrases', () => {
  it.each(POSITIVE_PHRASES.map((phrase) => [phrase]))('gives 80 for %j', (phrase) => {
    expect(extractScore(`The candidate is ${phrase}.`)).toBe(80);
  });

  it('is case-insensitive', () => {
    expect(extractScore('Outstanding work on the system design question.')).toBe(80);
    expect(extractScore('We STRONGLY RECOMMEND moving forward.')).toBe(80);
    expect(extractScore('Highly Qualified for the role.')).toBe(80);
  });

  it('matches phrases inside longer words', () => {
    expect(extractScore('Strongly recommended for a second round.')).toBe(80);
  });
});

describe('extractScore: default', () => {
  it('is 50 for feedback without a label or positive phrase', () => {
    expect(extractScore('The candidate answered all questions.')).toBe(50);
  });

  it('does not count near-miss phrases', () => {
    expect(extractScore('An excellent answer; I recommend a follow-up.')).toBe(50);
  });
});

describe('scoreBand', () => {
  it.each([
    [0, 'weak'],
    [50, 'weak'],
    [69, 'weak'],
    [69.9, 'weak'],
    [70, 'strong'],
    [80, 'strong'],
    [100, 'strong'],
  ] as const)('%d is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it('agrees with the fallback scores', () => {
    expect(scoreBand(extractScore('Exceptional.'))).toBe('strong');
    expect(scoreBand(extractScore('Fine.'))).toBe('weak');
  });
});
