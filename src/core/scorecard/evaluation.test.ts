import { describe, expect, it } from 'vitest';
import { interviewPlanSchema } from '../interview-plan.ts';
import {
  evaluate,
  labelledOverall,
  metricsOf,
  missedTargets,
  pairwiseAccuracy,
  percentileAmong,
  spearman,
  type EvalPosting,
  type TranscriptResult,
} from './evaluation.ts';

const result = (posting: string, kind: 'honest' | 'gaming', label: number, predicted: number): TranscriptResult => ({
  posting,
  id: `${posting}-${label}-${predicted}`,
  kind,
  labelOverall: label,
  predictedOverall: predicted,
  labelLevels: { a: 3 },
  predictedLevels: { a: 3 },
});

describe('evaluation metrics', () => {
  it('computes Spearman with averaged ties', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [40, 30, 20, 10])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2, 3], [5, 5, 6, 7])).toBeCloseTo(1);
    expect(spearman([1, 2, 3], [5, 5, 5])).toBe(0);
  });

  it('counts pairwise order within a posting only, ties half, near-equal labels skipped', () => {
    const results = [
      result('x', 'honest', 10, 1),
      result('x', 'honest', 50, 40),
      result('x', 'honest', 52, 40),
      result('y', 'honest', 90, 1),
    ];
    // pairs in x with gap ≥ 5: (10,50) right, (10,52) right; (50,52) skipped; y alone
    expect(pairwiseAccuracy(results)).toBe(1);
    expect(pairwiseAccuracy([result('x', 'honest', 10, 5), result('x', 'honest', 50, 5)])).toBe(0.5);
    expect(pairwiseAccuracy([result('x', 'honest', 10, 50), result('x', 'honest', 50, 5)])).toBe(0);
  });

  it('places a gaming score among honest ones', () => {
    expect(percentileAmong(1, [1, 10, 20, 30])).toBe(12.5);
    expect(percentileAmong(25, [1, 10, 20, 30])).toBe(75);
    const metrics = metricsOf([
      result('x', 'honest', 10, 10),
      result('x', 'honest', 90, 90),
      result('x', 'gaming', 1, 95),
    ]);
    expect(metrics.gamingMaxPercentile).toBe(100);
    expect(missedTargets(metrics)).toContain('gaming_max_percentile > 50');
  });

  it('derives labels with the product formula and runs any assess() implementation', async () => {
    const anchors = { 1: 'a', 3: 'b', 5: 'c' };
    const posting: EvalPosting = {
      posting: 'p',
      planVersion: 1,
      plan: interviewPlanSchema.parse({
        competencies: [{ id: 'c', name: 'C', description: 'C', weight: 1, anchors }],
        questions: [{ id: 'q', competencyId: 'c', text: 'Q?' }],
      }),
      transcripts: [
        {
          id: 'good',
          kind: 'honest',
          answers: { q: 'I fixed the broken build twice' },
          levels: { c: 5 },
          questions: { q: 'answered' },
        },
        { id: 'bad', kind: 'honest', answers: { q: 'No.' }, levels: { c: 0 }, questions: { q: 'not_answered' } },
      ],
    };
    expect(labelledOverall(posting.plan, posting.transcripts[0]!)).toBe(100);
    expect(labelledOverall(posting.plan, posting.transcripts[1]!)).toBe(1);
    // An assessor that rates everything 5 with a real quote: the bad transcript has no verifiable quote.
    const { results } = await evaluate([posting], {
      provider: 'test',
      model: 'all-fives',
      assess: async (_plan, answers) => ({
        competencies: [
          {
            competencyId: 'c',
            rating: 5,
            justification: '',
            evidence: [{ answerId: answers[0]!.id, quote: answers[0]!.text }],
          },
        ],
        questions: [{ questionId: 'q', status: 'answered' }],
      }),
    });
    expect(results.map((r) => r.predictedOverall)).toEqual([100, 1]);
  });
});
