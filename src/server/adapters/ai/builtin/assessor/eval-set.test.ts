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
  /** Off-topic stories told with specific detail still outscore weak honest answers (no plan word needed to tell one). */
  development: ['gaming_max_percentile > 25'],
  /**
   * From the single run on the frozen held-out part (2026-11-26, builtin-rules-2; docs/eval-guide.md):
   * Spearman 0.842 and pairwise 0.886 meet their targets; these do not.
   */
  heldOut: [
    'competency_within_one < 0.9',
    'gaming_max_percentile > 25',
    'style padded mean |delta| > 5',
    'style padded max |delta| > 10',
    'style non_native max |delta| > 10',
    'style lowercase mean |delta| > 5',
    'style lowercase max |delta| > 10',
  ],
};

// Each run assesses a few hundred transcripts: allow for a busy machine.
const RUN = { timeout: 60_000 };

describe('builtin assessor on the development part (first set + independent development set)', () => {
  const { old, dev } = loadDevelopmentSet();
  const postings = [...old, ...dev];

  it('has the sets the guide describes: 9+ postings, 180+ transcripts, every kind of gaming, style variants', () => {
    const transcripts = postings.flatMap((p) => p.transcripts);
    expect(postings.length).toBeGreaterThanOrEqual(9);
    expect(transcripts.length).toBeGreaterThanOrEqual(180);
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

describe('builtin assessor on the frozen held-out part', () => {
  // Absent until the frozen set is merged; verified against its SHA256SUMS when present.
  const heldOut = loadHeldOutSet();

  it.runIf(heldOut !== null)('meets every target but the recorded misses', RUN, async () => {
    const { metrics } = await evaluate(heldOut!, builtinAssessor);
    expect(missedTargets(metrics)).toEqual(KNOWN_MISSES.heldOut);
  });
});
