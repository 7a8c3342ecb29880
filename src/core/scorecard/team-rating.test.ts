import { describe, expect, it } from 'vitest';
import { interviewPlanSchema } from '../interview-plan.ts';
import { overallScore } from './overall-score.ts';
import { median, settleTeamScore, teamRatingOf } from './team-rating.ts';

const anchors = { 1: 'a', 3: 'b', 5: 'c' };
const plan = interviewPlanSchema.parse({
  competencies: [
    { id: 'a', name: 'A', description: 'A', weight: 3, anchors },
    { id: 'b', name: 'B', description: 'B', weight: 1, anchors },
  ],
  questions: [
    { id: 'q1', competencyId: 'a', text: '?' },
    { id: 'q2', competencyId: 'b', text: '?' },
  ],
});
const questions = [
  { questionId: 'q1', status: 'answered' as const },
  { questionId: 'q2', status: 'answered' as const },
];
const assessor = [
  { competencyId: 'a', rating: 2, status: 'rated' as const },
  { competencyId: 'b', rating: 3, status: 'rated' as const },
];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));

describe('team rating', () => {
  it('takes the median of the members, each member once (mean of the middle two for an even count)', () => {
    expect(median([])).toBeNull();
    expect(median([4, 1, 5])).toBe(4);
    expect(median([3, 4])).toBe(3.5);
    const members = [
      { competencyId: 'a', userId: 'u1', rating: 2 },
      { competencyId: 'a', userId: 'u2', rating: 5 },
      { competencyId: 'a', userId: 'u3', rating: 4 },
      { competencyId: 'b', userId: 'u1', rating: 1 },
    ];
    expect(teamRatingOf('a', [], members)).toEqual({ rating: 4, source: 'members', raters: 3 });
    expect(teamRatingOf('b', [], members)).toEqual({ rating: 1, source: 'members', raters: 1 });
    expect(teamRatingOf('c', [], members)).toBeNull();
  });

  it('lets the latest override set the competency, whatever the members said', () => {
    const overrides = [
      { competencyId: 'a', rating: 5, at: at(1) },
      { competencyId: 'a', rating: 3, at: at(5) },
      { competencyId: 'a', rating: 1, at: at(2) },
    ];
    const members = [{ competencyId: 'a', userId: 'u1', rating: 5 }];
    expect(teamRatingOf('a', overrides, members)).toEqual({ rating: 3, source: 'override', raters: 1 });
  });
});

describe('settled Overall Score', () => {
  it('is the assessor score until the team rates, then follows the team', () => {
    const none = settleTeamScore({ plan, assessor, questions, overrides: [], members: [] });
    expect(none).toMatchObject({ basis: 'assessor', teamRated: 0 });
    expect(none.overallScore).toBe(overallScore(plan, assessor, questions));

    const one = settleTeamScore({
      plan,
      assessor,
      questions,
      overrides: [{ competencyId: 'a', rating: 5, at: at(1) }],
      members: [],
    });
    expect(one).toMatchObject({ basis: 'mixed', teamRated: 1 });
    // a (weight 3) at 5, b (weight 1) at the assessor's 3 → 1 + 99 × (3 × 1 + 1 × 0.5) / 4
    expect(one.overallScore).toBe(Math.round(1 + (99 * 3.5) / 4));
    expect(one.overallScore).toBeGreaterThan(none.overallScore);

    const all = settleTeamScore({
      plan,
      assessor,
      questions,
      overrides: [],
      members: [
        { competencyId: 'a', userId: 'u1', rating: 1 },
        { competencyId: 'b', userId: 'u1', rating: 1 },
      ],
    });
    expect(all).toMatchObject({ basis: 'team', teamRated: 2, overallScore: 1 });
  });

  it('rates a competency the assessor found not demonstrated once the team rates it, coverage still counting', () => {
    const settled = settleTeamScore({
      plan,
      assessor: [{ competencyId: 'a', rating: null, status: 'not_demonstrated' }],
      questions: [{ questionId: 'q1', status: 'partly' }],
      overrides: [{ competencyId: 'a', rating: 5, at: at(1) }],
      members: [],
    });
    // a: strength 1 × coverage 0.5 × weight 3; b: not rated and not answered
    expect(settled.overallScore).toBe(Math.round(1 + (99 * 1.5) / 4));
    expect(settled.basis).toBe('mixed');
  });
});
