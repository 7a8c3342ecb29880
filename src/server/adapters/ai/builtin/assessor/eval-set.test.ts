import { describe, expect, it } from 'vitest';
import { evaluate, GAMING_KINDS, missedTargets } from '../../../../../core/scorecard/evaluation.ts';
import { loadDevelopmentSet, loadHeldOutSet } from '../../../../../../tests/support/eval-set.ts';
import { builtinAssessor } from './builtin-assessor.ts';

/**
 * The same runs as `npm run eval` (docs/eval-guide.md), so `npm test` guards the targets that
 * the builtin assessor meets and records, in plain sight, the ones it does not. A change that
 * meets one more target fails here until the record is updated; a change that loses one fails too.
 */
const KNOWN_MISSES = {
  /**
   * The development part (first set + development set + held-out v1, all seen), builtin-rules-4:
   * off-topic stories that share a few words with the plan, and text addressed to the assessor
   * beside genuine content, still outscore weak honest answers.
   */
  development: ['gaming_max_percentile > 25'],
  /**
   * Held-out v2, recorded from its run 2 (2026-11-28, builtin-rules-4, rules frozen before the run;
   * docs/eval-guide.md, "Runs on the held-out set"): Spearman 0.831 and pairwise 0.891 and every
   * style mean meet their targets; these do not (the same misses as run 1 with builtin-rules-3).
   */
  heldOut: [
    'competency_within_one < 0.9',
    'gaming_max_percentile > 25',
    'style non_native max |delta| > 10',
    'style padded max |delta| > 10',
  ],
};

// Each run assesses a few hundred transcripts: allow for a busy machine.
const RUN = { timeout: 60_000 };

describe('builtin assessor on the development part (first set + development set + held-out v1)', () => {
  const { old, dev, heldOutV1 } = loadDevelopmentSet();
  const postings = [...old, ...dev, ...heldOutV1];

  it('has the sets the guide describes: 14+ postings, 310+ transcripts, every kind of gaming, style variants', () => {
    const transcripts = postings.flatMap((p) => p.transcripts);
    expect(postings.length).toBeGreaterThanOrEqual(14);
    expect(transcripts.length).toBeGreaterThanOrEqual(310);
    expect(new Set(transcripts.map((t) => t.gaming).filter(Boolean))).toEqual(new Set(GAMING_KINDS));
    expect(transcripts.filter((t) => t.style).length).toBeGreaterThanOrEqual(20);
  });

  it('meets every target but the recorded misses', RUN, async () => {
    const { metrics } = await evaluate(postings, builtinAssessor);
    expect(missedTargets(metrics)).toEqual(KNOWN_MISSES.development);
  });

  it('scores every transcript the same way twice', RUN, async () => {
    const first = await evaluate(old, builtinAssessor);
    const second = await evaluate(old, builtinAssessor);
    expect(second.results).toEqual(first.results);
  });
});

describe('builtin assessor on the frozen held-out part (held-out v2)', () => {
  // Absent until the frozen set is merged; verified against its SHA256SUMS when present.
  const heldOut = loadHeldOutSet();

  it.runIf(heldOut !== null)('meets every target but the recorded misses', RUN, async () => {
    const { metrics } = await evaluate(heldOut!, builtinAssessor);
    expect(missedTargets(metrics)).toEqual(KNOWN_MISSES.heldOut);
  });
});
