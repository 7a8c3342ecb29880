import { describe, expect, it } from 'vitest';
import { interviewPlanSchema } from '../interview-plan.ts';
import { competencyCoverage, overallScore } from './overall-score.ts';

const anchors = { 1: 'a', 3: 'b', 5: 'c' };
const plan = interviewPlanSchema.parse({
  competencies: [
    { id: 'a', name: 'A', description: 'A', weight: 3, anchors },
    { id: 'b', name: 'B', description: 'B', weight: 1, anchors },
  ],
  questions: [
    { id: 'q1', competencyId: 'a', text: '?' },
    { id: 'q2', competencyId: 'a', text: '?' },
    { id: 'q3', competencyId: 'b', text: '?' },
  ],
});
const all = (status: 'answered' | 'partly' | 'not_answered') =>
  ['q1', 'q2', 'q3'].map((questionId) => ({ questionId, status }));
const rated = (a: number | null, b: number | null) => [
  { competencyId: 'a', rating: a, status: a === null ? ('not_demonstrated' as const) : ('rated' as const) },
  { competencyId: 'b', rating: b, status: b === null ? ('not_demonstrated' as const) : ('rated' as const) },
];

describe('overall score', () => {
  it('is 100 for top ratings on every answered question and 1 for nothing', () => {
    expect(overallScore(plan, rated(5, 5), all('answered'))).toBe(100);
    expect(overallScore(plan, rated(1, 1), all('answered'))).toBe(1);
    expect(overallScore(plan, rated(null, null), all('not_answered'))).toBe(1);
  });

  it('weights competencies by the plan', () => {
    // a: 3/4 of the weight at strength 1, b at 0 → 1 + 99 × 0.75
    expect(overallScore(plan, rated(5, 1), all('answered'))).toBe(Math.round(1 + 99 * 0.75));
    expect(overallScore(plan, rated(1, 5), all('answered'))).toBe(Math.round(1 + 99 * 0.25));
    expect(overallScore(plan, rated(3, 3), all('answered'))).toBe(Math.round(1 + 99 * 0.5));
  });

  it('counts unanswered and partly answered questions against their competency', () => {
    const oneMissing = [
      { questionId: 'q1', status: 'answered' as const },
      { questionId: 'q2', status: 'not_answered' as const },
      { questionId: 'q3', status: 'answered' as const },
    ];
    expect(competencyCoverage(plan, 'a', oneMissing)).toBe(0.5);
    expect(overallScore(plan, rated(5, 5), oneMissing)).toBe(Math.round(1 + (99 * (3 * 0.5 + 1)) / 4));
    expect(competencyCoverage(plan, 'a', all('partly'))).toBe(0.5);
    expect(overallScore(plan, rated(5, 5), all('partly'))).toBeLessThan(
      overallScore(plan, rated(5, 5), all('answered')),
    );
  });

  it('gives nothing for unsupported or not demonstrated competencies, whatever rating they carry', () => {
    const unsupported = [
      { competencyId: 'a', rating: 5, status: 'unsupported' as const },
      { competencyId: 'b', rating: 5, status: 'rated' as const },
    ];
    expect(overallScore(plan, unsupported, all('answered'))).toBe(Math.round(1 + 99 * 0.25));
    expect(overallScore(plan, [], all('answered'))).toBe(1);
  });
});
