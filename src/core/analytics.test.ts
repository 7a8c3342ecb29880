import { describe, it, expect } from 'vitest';
import {
  COMPLETION_YELLOW_THRESHOLD,
  NEGATIVE_WORDS,
  POSITIVE_WORDS,
  completionBand,
  computeAnalytics,
  concisenessFor,
  formatDuration,
  interviewAnalyticsSchema,
  sentimentBand,
} from './analytics.ts';

/** A transcript with one bot question before each user answer. */
function interview(...answers: string[]): string {
  return answers.map((answer, i) => `BOT: Question ${i + 1}?\nUSER: ${answer}`).join('\n');
}

function analyticsOf(transcript: string | null, questions?: { answered: number; total: number }) {
  return computeAnalytics({ transcript, questions });
}

/** `n` space-separated words, ending with a full stop. */
function sentence(n: number): string {
  return `${Array.from({ length: n }, () => 'word').join(' ')}.`;
}

describe('computeAnalytics: empty interview', () => {
  it.each([
    ['null', null],
    ['empty', ''],
    ['bot only', 'BOT: [00:00:01] Hello?\nBOT: [00:00:30] Anyone there?'],
  ])('gives neutral values for %s transcript', (_label, transcript) => {
    const result = analyticsOf(transcript);
    expect(result.averageWords).toBe(0);
    expect(result.sentiment).toBe(50);
    expect(result.completion).toBe(0);
    expect(result.clarity).toBe('not clear');
    expect(result.conciseness).toBe('too short');
  });

  it('has no duration without a transcript', () => {
    expect(analyticsOf(null).durationMinutes).toBeNull();
  });
});

describe('computeAnalytics: averageWords', () => {
  it('averages words over user answers only', () => {
    const transcript = 'BOT: one two three four five six seven eight\nUSER: a b c\nUSER: a b c d e';
    expect(analyticsOf(transcript).averageWords).toBe(4);
  });

  it('rounds to an integer', () => {
    expect(analyticsOf(interview('a b', 'a b c')).averageWords).toBe(3); // 2.5
    expect(analyticsOf(interview('a', 'a', 'a b')).averageWords).toBe(1); // 1.33
  });

  it('counts continuation lines as part of the answer', () => {
    expect(analyticsOf('USER: one two\nthree four').averageWords).toBe(4);
  });

  it('splits on any whitespace', () => {
    expect(analyticsOf('USER: one\ttwo   three').averageWords).toBe(3);
  });

  it('ignores empty user lines', () => {
    expect(analyticsOf('USER:\nUSER: [00:00:04]\nUSER: one two three four').averageWords).toBe(4);
  });
});

describe('computeAnalytics: durationMinutes', () => {
  it('is null without timestamps', () => {
    expect(analyticsOf(interview('Hello there.')).durationMinutes).toBeNull();
  });

  it('is null with a single timestamp', () => {
    expect(analyticsOf('BOT: [00:00:05] Hi?\nUSER: Hello.').durationMinutes).toBeNull();
  });

  it('spans first to last timestamp across both speakers', () => {
    const transcript = 'BOT: [00:00:05] Hi?\nUSER: [00:01:00] Hello.\nBOT: Thanks.\nUSER: [00:12:35] Bye.';
    expect(analyticsOf(transcript).durationMinutes).toBe(12.5);
  });

  it('rounds to one decimal', () => {
    expect(analyticsOf('BOT: [00:00:00] a\nUSER: [00:01:20] b').durationMinutes).toBe(1.3); // 1.333
    expect(analyticsOf('BOT: [00:00:00] a\nUSER: [00:00:57] b').durationMinutes).toBe(1); // 0.95
    expect(analyticsOf('BOT: [00:00:00] a\nUSER: [00:00:02] b').durationMinutes).toBe(0); // 0.033
  });

  it('is 0 for two equal timestamps', () => {
    expect(analyticsOf('BOT: [00:03:00] a\nUSER: [00:03:00] b').durationMinutes).toBe(0);
  });

  it('handles hours beyond 24', () => {
    expect(analyticsOf('BOT: [00:00:00] a\nUSER: [100:00:00] b').durationMinutes).toBe(6000);
  });

  it('never goes negative when lines are out of order', () => {
    expect(analyticsOf('BOT: [00:10:00] a\nUSER: [00:04:00] b').durationMinutes).toBe(6);
  });

  it('ignores timestamps that are not right after a prefix', () => {
    expect(analyticsOf('BOT: [00:00:00] a\nUSER: at [00:30:00] I left').durationMinutes).toBeNull();
  });
});

describe('formatDuration', () => {
  it('shows N/A for null', () => {
    expect(formatDuration(null)).toBe('N/A');
  });

  it('shows minutes with one decimal', () => {
    expect(formatDuration(12.5)).toBe('12.5 min');
    expect(formatDuration(12)).toBe('12.0 min');
    expect(formatDuration(0)).toBe('0.0 min');
  });
});

describe('computeAnalytics: sentiment', () => {
  it('is 50 with no sentiment words', () => {
    expect(analyticsOf(interview('I wrote the billing service.')).sentiment).toBe(50);
  });

  it('is 100 with only positive words and 0 with only negative words', () => {
    expect(analyticsOf(interview('Great team, good results.')).sentiment).toBe(100);
    expect(analyticsOf(interview('Poor tooling, bad process.')).sentiment).toBe(0);
  });

  it('is the rounded share of positive among positive plus negative words', () => {
    expect(analyticsOf(interview('good good bad')).sentiment).toBe(67);
    expect(analyticsOf(interview('good', 'bad weak')).sentiment).toBe(33);
    expect(analyticsOf(interview('great strong confident weak')).sentiment).toBe(75);
  });

  it('counts every listed word', () => {
    expect(analyticsOf(interview(POSITIVE_WORDS.join(' '), NEGATIVE_WORDS.join(' '))).sentiment).toBe(50);
    expect(analyticsOf(interview(`${POSITIVE_WORDS.join(' ')} ${NEGATIVE_WORDS[0]}`)).sentiment).toBe(86);
  });

  it('is case-insensitive and ignores punctuation around words', () => {
    expect(analyticsOf(interview('GOOD! "Great", (Excellent)... weak?')).sentiment).toBe(75);
  });

  it('counts whole words only', () => {
    expect(analyticsOf(interview('strongly goodness badge weakest confidently')).sentiment).toBe(50);
  });

  it('counts repeated words each time', () => {
    expect(analyticsOf(interview('good good good bad')).sentiment).toBe(75);
  });

  it('only reads user answers, not bot questions', () => {
    expect(analyticsOf('BOT: That was excellent, great, good.\nUSER: It was bad.').sentiment).toBe(0);
  });
});

describe('computeAnalytics: completion', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 10],
    [4, 5, 80],
    [10, 10, 100],
    [3, 3, 100],
  ])('%i of %i plan questions answered give %i%%', (answered, total, percent) => {
    expect(analyticsOf(null, { answered, total }).completion).toBe(percent);
  });

  it('never exceeds 100% and treats invalid counts as 0', () => {
    expect(analyticsOf(null, { answered: 12, total: 10 }).completion).toBe(100);
    expect(analyticsOf(null, { answered: -3, total: 10 }).completion).toBe(0);
    expect(analyticsOf(null, { answered: Number.NaN, total: 10 }).completion).toBe(0);
    expect(analyticsOf(null, { answered: 2, total: 0 }).completion).toBe(0);
  });

  it('counts typed and spoken answers alike, against the most questions when there is no plan', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `BOT: Q${i}?\nUSER: typed answer ${i}`).join('\n');
    expect(analyticsOf(ten).completion).toBe(100);
    expect(analyticsOf(interview('one answer only')).completion).toBe(10);
  });
});

describe('computeAnalytics: clarity', () => {
  const clear = 'I led the migration'; // four words, no punctuation needed
  const unclear = 'um um um um'; // the same word over again

  it('is not clear without answers', () => {
    expect(analyticsOf(null).clarity).toBe('not clear');
  });

  it('is not clear when the scorecard counts no plan question as answered, however the words read', () => {
    const words = interview('I led the migration of the billing queue', 'I wrote the rollback plan myself');
    expect(analyticsOf(words, { answered: 2, total: 5 }).clarity).toBe('clear');
    expect(analyticsOf(words, { answered: 0, total: 5 })).toMatchObject({ clarity: 'not clear', completion: 0 });
  });

  it('does not depend on punctuation: spoken and typed answers are judged alike', () => {
    expect(analyticsOf(interview('I shipped it on time', 'I shipped it on time.')).clarity).toBe('clear');
    expect(analyticsOf(interview('we moved the queue to postgres and cut costs')).clarity).toBe('clear');
  });

  it('requires at least four words and mostly different ones', () => {
    expect(analyticsOf(interview('I did it.')).clarity).toBe('not clear');
    expect(analyticsOf(interview('yes yes yes yes yes no')).clarity).toBe('not clear');
  });

  it('is clear at exactly 80%', () => {
    expect(analyticsOf(interview(clear, clear, clear, clear, unclear)).clarity).toBe('clear');
  });

  it('is ok just below 80%', () => {
    expect(analyticsOf(interview(clear, clear, clear, unclear)).clarity).toBe('ok'); // 75%
    expect(analyticsOf(interview(...Array(79).fill(clear), ...Array(21).fill(unclear))).clarity).toBe('ok');
  });

  it('is ok at exactly 50%', () => {
    expect(analyticsOf(interview(clear, unclear)).clarity).toBe('ok');
  });

  it('is not clear just below 50%', () => {
    expect(analyticsOf(interview(clear, unclear, unclear)).clarity).toBe('not clear'); // 33%
    expect(analyticsOf(interview(...Array(49).fill(clear), ...Array(51).fill(unclear))).clarity).toBe('not clear');
  });
});

describe('conciseness', () => {
  it.each([
    [0, 'too short'],
    [9, 'too short'],
    [10, 'concise'],
    [30, 'concise'],
    [50, 'concise'],
    [51, 'too long'],
  ] as const)('an average of %i words is %s', (words, expected) => {
    expect(concisenessFor(words)).toBe(expected);
    expect(analyticsOf(interview(sentence(words))).conciseness).toBe(expected);
  });

  it('uses the rounded average', () => {
    expect(analyticsOf(interview(sentence(9), sentence(10))).conciseness).toBe('concise'); // 9.5 -> 10
    expect(analyticsOf(interview(sentence(50), sentence(51))).conciseness).toBe('too long'); // 50.5 -> 51
  });
});

describe('sentimentBand', () => {
  it.each([
    [0, 'neutral'],
    [50, 'neutral'],
    [69, 'neutral'],
    [70, 'green'],
    [100, 'green'],
  ] as const)('%i%% is %s', (percent, band) => {
    expect(sentimentBand(percent)).toBe(band);
  });
});

describe('completionBand', () => {
  it('starts yellow at half the expected recordings', () => {
    expect(COMPLETION_YELLOW_THRESHOLD).toBe(50);
  });

  it.each([
    [0, 'neutral'],
    [49, 'neutral'],
    [50, 'yellow'],
    [79, 'yellow'],
    [80, 'green'],
    [100, 'green'],
    [120, 'green'],
  ] as const)('%i%% is %s', (percent, band) => {
    expect(completionBand(percent)).toBe(band);
  });
});

describe('interviewAnalyticsSchema', () => {
  const full = [
    'BOT: [00:00:05] Hello, tell me about yourself.',
    'USER: [00:00:20] I am a confident backend engineer with strong experience in payments and great teams.',
    'BOT: [00:01:00] What was hard?',
    'USER: [00:01:30] Unclear requirements were a bad problem, so I wrote them down with the team.',
  ].join('\n');

  it('accepts computed analytics', () => {
    const analytics = analyticsOf(full, { answered: 2, total: 10 });
    expect(analytics).toEqual({
      averageWords: 14, // 14 + 14 words
      durationMinutes: 1.4,
      sentiment: 60,
      completion: 20,
      clarity: 'clear',
      conciseness: 'concise',
    });
    expect(interviewAnalyticsSchema.parse(analytics)).toEqual(analytics);
  });

  it('accepts computed analytics for an empty interview', () => {
    const analytics = analyticsOf(null, { answered: 12, total: 10 });
    expect(interviewAnalyticsSchema.safeParse(analytics).success).toBe(true);
  });

  it.each([
    ['a fractional averageWords', { averageWords: 1.5 }],
    ['a negative duration', { durationMinutes: -1 }],
    ['sentiment above 100', { sentiment: 101 }],
    ['a negative completion', { completion: -10 }],
    ['an unknown clarity', { clarity: 'fuzzy' }],
    ['an unknown conciseness', { conciseness: 'medium' }],
  ])('rejects %s', (_label, override) => {
    expect(
      interviewAnalyticsSchema.safeParse({ ...analyticsOf(full, { answered: 2, total: 10 }), ...override }).success,
    ).toBe(false);
  });

  it('rejects a missing field', () => {
    const { sentiment: _omitted, ...rest } = analyticsOf(full, { answered: 2, total: 10 });
    expect(interviewAnalyticsSchema.safeParse(rest).success).toBe(false);
  });
});
