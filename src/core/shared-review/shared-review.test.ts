import { describe, expect, it } from 'vitest';
import { averageRating, parseMentions, ratingsFor, splitMentions, type MemberRatingRow } from './shared-review.ts';

const row = (userId: string, competencyId: string, rating: number): MemberRatingRow => ({
  userId,
  name: userId.toUpperCase(),
  competencyId,
  rating,
  note: null,
});

describe('ratingsFor', () => {
  const rows = [row('a', 'c1', 4), row('a', 'c2', 2), row('b', 'c1', 5), row('c', 'c1', 1)];

  it('hides the others until the viewer has submitted, counting members not rows', () => {
    expect(ratingsFor('d', rows)).toEqual({ hidden: true, own: [], count: 3 });
  });

  it('shows the others once the viewer has submitted', () => {
    const seen = ratingsFor('b', rows);
    expect(seen.hidden).toBe(false);
    if (seen.hidden) return;
    expect(seen.own).toEqual([row('b', 'c1', 5)]);
    expect(seen.others.map((r) => r.userId)).toEqual(['a', 'a', 'c']);
  });
});

describe('averageRating', () => {
  it('rounds the mean to one decimal and is null for none', () => {
    expect(averageRating([4, 5, 5])).toBe(4.7);
    expect(averageRating([])).toBeNull();
  });
});

describe('parseMentions', () => {
  const members = [
    { userId: '1', name: 'Ada Lovelace', email: 'ada@example.com' },
    { userId: '2', name: 'Ada', email: 'ada2@example.com' },
    { userId: '3', name: 'Bob', email: 'bob@example.com' },
  ];

  it('finds members by full name (longest first) or e-mail, any case, once each', () => {
    const found = parseMentions('@ada lovelace and @BOB@example.com, again @Bob.', members);
    expect(found.map((m) => m.userId)).toEqual(['1', '3']);
  });

  it('matches a shorter name only as a whole word', () => {
    expect(parseMentions('thanks @Ada!', members).map((m) => m.userId)).toEqual(['2']);
    expect(parseMentions('@Adam', members)).toEqual([]);
  });

  it('ignores addresses that are not mentions and people who are not members', () => {
    expect(parseMentions('write to eve@example.com or @Eve or @eve@example.com', members)).toEqual([]);
  });
});

describe('splitMentions', () => {
  it('splits text into plain and mention parts without interpreting markup', () => {
    expect(splitMentions('<b>hi</b> @bob, see', ['Bob'])).toEqual([
      { text: '<b>hi</b> ', mention: false },
      { text: '@bob', mention: true },
      { text: ', see', mention: false },
    ]);
    expect(splitMentions('no mentions', [])).toEqual([{ text: 'no mentions', mention: false }]);
  });
});
