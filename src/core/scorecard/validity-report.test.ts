import { describe, expect, it } from 'vitest';
import { validityMarkdown, validityStatement, type EvaluatedPart } from './validity-report.ts';
import { targetsMet } from './validity.ts';

const metrics = { spearmanOverall: 0.92, pairwiseAccuracy: 0.93, competencyWithinOne: 0.96, gamingMaxPercentile: 21.1 };
const first: EvaluatedPart = {
  name: 'First set',
  postings: [{ posting: 'Ward nurse' }, { posting: 'Backend engineer' }],
  transcripts: 53,
  metrics,
};
const now = new Date('2026-11-26T10:00:00Z');
const assessor = { provider: 'builtin', model: 'builtin-rules-1' };

describe('validity report', () => {
  it('records the figures as measured and says what is missing: no held-out part is never "met"', () => {
    const s = validityStatement({ assessor, development: [first], heldOut: null, caveats: ['Tuned on it.'], now });
    expect(s).toMatchObject({ assessor, measuredAt: now.toISOString(), heldOut: null });
    expect(s.development[0]!.figures).toMatchObject({ transcripts: 53, postings: 2, ...metrics, styleDeltas: [] });
    expect(s.development[0]!.fields).toEqual(['Ward nurse', 'Backend engineer']);
    expect(s.caveats[0]).toBe('Tuned on it.');
    expect(s.caveats.join(' ')).toMatch(/no held-out part/);
    expect(s.caveats.join(' ')).toMatch(/Style deltas .* were not computed/);
    expect(targetsMet(s)).toBe(false);
    const md = validityMarkdown(s);
    expect(md).toContain('**Targets met: no.**');
    expect(md).toContain('| Spearman, Overall Score vs label | 0.920 |');
    expect(md).toContain('Not measured: it does not exist yet.');
  });

  it('meets the targets from held-out figures with per-kind gaming and style deltas', () => {
    const heldOut: EvaluatedPart = {
      name: 'Held-out',
      postings: [{ posting: 'Teacher' }],
      transcripts: 120,
      metrics: {
        spearmanOverall: 0.84,
        pairwiseAccuracy: 0.88,
        competencyWithinOne: 0.91,
        gamingMaxPercentile: 12,
        gamingByKind: { template: 12, question_echo: 4 },
        styleDeltas: { non_native: { pairs: 10, mean: -2.5, maxAbs: 8 } },
      },
    };
    const s = validityStatement({ assessor, development: [first], heldOut, now });
    expect(s.heldOut!.figures.gamingByKind).toEqual([
      { kind: 'template', maxPercentile: 12 },
      { kind: 'question_echo', maxPercentile: 4 },
    ]);
    expect(s.heldOut!.figures.styleDeltas).toEqual([{ variant: 'non_native', pairs: 10, mean: -2.5, maxAbs: 8 }]);
    expect(targetsMet(s)).toBe(true);
    expect(validityMarkdown(s)).toContain('style: non_native (10 pairs) | mean -2.5, largest 8.0');
  });
});
