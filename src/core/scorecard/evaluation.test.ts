import { describe, expect, it } from 'vitest';
import { interviewPlanSchema } from '../interview-plan.ts';
import {
  evaluate,
  evalPostingSchema,
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
    expect(missedTargets(metrics)).toContain('gaming_max_percentile > 25');
  });

  it('places gaming among the honest transcripts of its own posting, per kind', () => {
    const g = (posting: string, predicted: number, gaming: TranscriptResult['gaming']): TranscriptResult => ({
      ...result(posting, 'gaming', 1, predicted),
      gaming,
    });
    const metrics = metricsOf([
      result('x', 'honest', 10, 10),
      result('x', 'honest', 90, 90),
      result('y', 'honest', 10, 60),
      result('y', 'honest', 90, 90),
      g('x', 50, 'template'),
      g('y', 50, 'platitudes'),
    ]);
    expect(metrics.gamingByKind).toEqual({ template: 50, platitudes: 0 });
    expect(metrics.gamingMaxPercentile).toBe(50);
  });

  it('measures each style variant against its base: mean and largest change', () => {
    const variant = (id: string, predicted: number, v: 'spoken' | 'padded'): TranscriptResult => ({
      ...result('x', 'honest', 50, predicted),
      id,
      style: { base: 'base', variant: v },
    });
    const base = { ...result('x', 'honest', 50, 50), id: 'base' };
    const metrics = metricsOf([
      base,
      variant('s1', 44, 'spoken'),
      variant('s2', 58, 'spoken'),
      variant('p', 62, 'padded'),
    ]);
    expect(metrics.styleDeltas.spoken).toEqual({ pairs: 2, mean: 1, maxAbs: 8 });
    expect(metrics.styleDeltas.padded).toEqual({ pairs: 1, mean: 12, maxAbs: 12 });
    expect(missedTargets(metrics)).toEqual(
      expect.arrayContaining(['style padded mean |delta| > 5', 'style padded max |delta| > 10']),
    );
    expect(missedTargets(metrics).filter((m) => m.includes('spoken'))).toEqual([]);
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

describe('evaluation file contract', () => {
  const anchors = { 1: 'a', 3: 'b', 5: 'c' };
  const file = (transcripts: unknown[]) => ({
    posting: 'p',
    planVersion: 1,
    plan: {
      competencies: [{ id: 'c', name: 'C', description: 'C', weight: 1, anchors }],
      questions: [{ id: 'q', competencyId: 'c', text: 'Q?' }],
    },
    transcripts,
  });
  const base = { id: 'b', kind: 'honest', answers: { q: 'I did it.' }, levels: { c: 3 }, questions: { q: 'answered' } };

  it('accepts the new gaming kinds and style variants labelled like their base', () => {
    const variant = { ...base, id: 'v', answers: { q: 'i did it' }, style: { base: 'b', variant: 'lowercase' } };
    const gaming = { ...base, id: 'g', kind: 'gaming', gaming: 'question_echo' };
    expect(evalPostingSchema.safeParse(file([base, variant, gaming])).success).toBe(true);
  });

  it('refuses a variant with other labels, an unknown base, or duplicate ids', () => {
    const relabelled = { ...base, id: 'v', levels: { c: 4 }, style: { base: 'b', variant: 'spoken' } };
    const orphan = { ...base, id: 'v', style: { base: 'nobody', variant: 'spoken' } };
    expect(evalPostingSchema.safeParse(file([base, relabelled])).success).toBe(false);
    expect(evalPostingSchema.safeParse(file([base, orphan])).success).toBe(false);
    expect(evalPostingSchema.safeParse(file([base, base])).success).toBe(false);
  });
});
