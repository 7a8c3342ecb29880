import { describe, expect, it } from 'vitest';
import {
  evaluate,
  EVAL_TARGETS,
  styleDeltas,
  type TranscriptResult,
} from '../../../../../core/scorecard/evaluation.ts';
import { EVAL_DEV_DIR, FAIRNESS_DIR, loadEvalSet } from '../../../../../../tests/support/eval-set.ts';
import { builtinAssessor } from './builtin-assessor.ts';

// Issue #25 item 4: the same substance in another form (spoken, simple non-native grammar, padded,
// British or American spelling, lower case) must score alike. Pairs come from the independent
// development set and from tests/fixtures/fairness (fields no other set covers); the held-out
// pairs are reported by `npm run eval`.
describe('builtin assessor treats every way of speaking alike', async () => {
  const postings = [...loadEvalSet(EVAL_DEV_DIR), ...loadEvalSet(FAIRNESS_DIR)];
  const { results } = await evaluate(postings, builtinAssessor);
  const pairs = results
    .filter((r): r is TranscriptResult & { style: NonNullable<TranscriptResult['style']> } => r.style !== undefined)
    .map((r) => {
      const base = results.find((b) => b.posting === r.posting && b.id === r.style.base)!;
      return { variant: r.style.variant, id: r.id, delta: r.predictedOverall - base.predictedOverall };
    });

  it('has matched pairs of every kind of variant', () => {
    expect(new Set(pairs.map((p) => p.variant))).toEqual(
      new Set(['spoken', 'non_native', 'padded', 'british', 'american', 'lowercase']),
    );
    expect(pairs.length).toBeGreaterThanOrEqual(25);
  });

  it(`moves the Overall Score by at most ${EVAL_TARGETS.styleMeanDelta} points on average per variant`, () => {
    const means = Object.fromEntries(
      Object.entries(styleDeltas(results)).map(([variant, d]) => [variant, Math.round(d.mean * 10) / 10]),
    );
    for (const [variant, mean] of Object.entries(means))
      expect({ variant, mean, within: Math.abs(mean) <= EVAL_TARGETS.styleMeanDelta }).toMatchObject({ within: true });
  });

  it(`moves no single pair by more than ${EVAL_TARGETS.styleMaxDelta} points`, () => {
    expect(pairs.filter((p) => Math.abs(p.delta) > EVAL_TARGETS.styleMaxDelta)).toEqual([]);
  });
});
