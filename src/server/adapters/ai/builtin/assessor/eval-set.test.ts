import { describe, expect, it } from 'vitest';
import { evaluate, EVAL_TARGETS, missedTargets } from '../../../../../core/scorecard/evaluation.ts';
import { loadEvalSet } from '../../../../../../tests/support/eval-set.ts';
import { builtinAssessor } from './builtin-assessor.ts';

// The same run as `npm run eval`, so `npm test` guards the builtin targets.
describe('builtin assessor on the labelled evaluation set', () => {
  const postings = loadEvalSet();

  it('has the set the guide describes: 36+ transcripts, 3+ postings, every kind of gaming', () => {
    const transcripts = postings.flatMap((p) => p.transcripts);
    expect(postings.length).toBeGreaterThanOrEqual(3);
    expect(transcripts.length).toBeGreaterThanOrEqual(36);
    expect(new Set(transcripts.map((t) => t.gaming).filter(Boolean))).toEqual(
      new Set(['keyword_list', 'instructions', 'copied_answer', 'off_topic']),
    );
  });

  it('meets the targets', async () => {
    const { metrics } = await evaluate(postings, builtinAssessor);
    expect(missedTargets(metrics)).toEqual([]);
    expect(metrics.spearmanOverall).toBeGreaterThanOrEqual(EVAL_TARGETS.spearmanOverall);
    expect(metrics.pairwiseAccuracy).toBeGreaterThanOrEqual(EVAL_TARGETS.pairwiseAccuracy);
    expect(metrics.gamingMaxPercentile).toBeLessThanOrEqual(EVAL_TARGETS.gamingMaxPercentile);
  });

  it('scores every transcript the same way twice', async () => {
    const first = await evaluate(postings, builtinAssessor);
    const second = await evaluate(postings, builtinAssessor);
    expect(second.results).toEqual(first.results);
  });
});
