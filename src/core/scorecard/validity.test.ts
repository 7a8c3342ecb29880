import { describe, expect, it } from 'vitest';
import {
  targetChecks,
  targetsMet,
  VALIDITY_TARGETS,
  validityStatementSchema,
  validitySummary,
  withholdsScore,
  type ValidityFigures,
  type ValidityStatement,
} from './validity.ts';

const passing: ValidityFigures = {
  transcripts: 100,
  postings: 4,
  spearmanOverall: 0.85,
  pairwiseAccuracy: 0.9,
  competencyWithinOne: 0.93,
  gamingMaxPercentile: 20,
  gamingByKind: [{ kind: 'template', maxPercentile: 20 }],
  styleDeltas: [
    { variant: 'non_native', pairs: 8, mean: -4, maxAbs: 9 },
    { variant: 'padded', pairs: 8, mean: 2, maxAbs: 6 },
  ],
};
const statement = (heldOut: ValidityFigures | null): ValidityStatement =>
  validityStatementSchema.parse({
    assessor: { provider: 'builtin', model: 'builtin-rules-1' },
    measuredAt: '2026-11-26T10:00:00.000Z',
    method: 'Labelled transcripts.',
    development: [],
    heldOut: heldOut && { name: 'held-out', fields: ['x'], figures: heldOut },
    caveats: [],
  });

describe('validity statement', () => {
  it('meets the targets only when every held-out figure does', () => {
    expect(targetsMet(statement(passing))).toBe(true);
    expect(withholdsScore(statement(passing))).toBe(false);
    for (const worse of [
      { spearmanOverall: VALIDITY_TARGETS.spearmanOverall - 0.01 },
      { pairwiseAccuracy: 0.84 },
      { competencyWithinOne: 0.89 },
      { gamingMaxPercentile: 25.5 },
      { styleDeltas: [{ variant: 'non_native', pairs: 8, mean: -5.5, maxAbs: 9 }] },
      { styleDeltas: [{ variant: 'spoken', pairs: 8, mean: 1, maxAbs: 11 }] },
    ]) {
      const s = statement({ ...passing, ...worse });
      expect(targetsMet(s), JSON.stringify(worse)).toBe(false);
      expect(withholdsScore(s)).toBe(true);
      expect(targetChecks(s).filter((c) => !c.met)).toHaveLength(1);
    }
    // No matched style pairs measured: neither style target can be claimed.
    expect(targetChecks(statement({ ...passing, styleDeltas: [] })).filter((c) => !c.met)).toHaveLength(2);
  });

  it('treats a statement without a held-out part as unmet, and no statement as not measured', () => {
    const none = statement(null);
    expect(targetsMet(none)).toBe(false);
    expect(targetChecks(none).every((c) => c.value === 'not measured' && !c.met)).toBe(true);
    expect(withholdsScore(none)).toBe(true);
    expect(validitySummary(none)).toMatch(/no held-out/);
    expect(withholdsScore(null)).toBe(false);
    expect(validitySummary(null)).toBe('Validity not measured');
    expect(validitySummary(statement(passing))).toBe(
      'Held-out agreement with human labels: Spearman 0.85, pairwise 0.90',
    );
  });
});
