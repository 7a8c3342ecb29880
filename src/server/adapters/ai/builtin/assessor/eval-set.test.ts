import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  type EvalPosting,
  GAMING_KINDS,
  metricsOf,
  missedTargets,
  type TranscriptResult,
} from '../../../../../core/scorecard/evaluation.ts';
import { type EvaluatedPart, validityStatement } from '../../../../../core/scorecard/validity-report.ts';
import { validityStatementSchema } from '../../../../../core/scorecard/validity.ts';
import { VALIDITY_JSON } from '../../../../../../scripts/eval-report.ts';
import { PART_NAMES } from '../../../../../../scripts/eval-run.ts';
import { loadDevelopmentSet, loadHeldOutSet } from '../../../../../../tests/support/eval-set.ts';
import { builtinAssessor } from './builtin-assessor.ts';

/**
 * The same runs as `npm run eval` (docs/eval-guide.md), so `npm test` guards what is claimed about
 * the builtin assessor: the committed validity statement (docs/assessor-validity.json, which decides
 * whether builtin postings show an Overall Score) must hold exactly the figures these rules give on
 * every part, and the development part meets every target but the misses recorded here, in plain
 * sight. A rule change that moves a figure fails here until the statement is regenerated
 * (`npm run eval -- --report`), which is then a new run on the held-out part and must be recorded as
 * such (docs/eval-guide.md, "Runs on the held-out set").
 */
const KNOWN_MISSES = {
  /**
   * The development part (first set + development set + held-out v1 + held-out v2, all seen),
   * builtin-rules-4: off-topic stories that share a few words with the plan outscore weak honest
   * answers, and single padded and non-native pairs of held-out v2 move by 14 and 11 points.
   */
  development: ['gaming_max_percentile > 25', 'style padded max |delta| > 10', 'style non_native max |delta| > 10'],
};

// Each run assesses a few hundred transcripts: allow for a busy machine.
const RUN = { timeout: 60_000 };

const recorded = validityStatementSchema.parse(JSON.parse(readFileSync(VALIDITY_JSON, 'utf8')));

/** The part as the validity statement records it, computed from these rules now. */
function recordedForm(name: string, postings: EvalPosting[], results: TranscriptResult[]) {
  const part: EvaluatedPart = { name, postings, transcripts: results.length, metrics: metricsOf(results) };
  return validityStatement({ assessor: builtinAssessor, development: [part], heldOut: null }).development[0];
}

describe('builtin assessor on the development part (first set + development set + held-out v1 and v2)', () => {
  const { old, dev, heldOutV1, heldOutV2 } = loadDevelopmentSet();
  const sets: [string, EvalPosting[]][] = [
    [PART_NAMES.first, old],
    [PART_NAMES.dev, dev],
    [PART_NAMES.heldOutV1, heldOutV1],
    [PART_NAMES.heldOutV2, heldOutV2],
  ];
  const postings = sets.flatMap(([, p]) => p);

  it('has the sets the guide describes: 19+ postings, 440+ transcripts, every kind of gaming, style variants', () => {
    const transcripts = postings.flatMap((p) => p.transcripts);
    expect(postings.length).toBeGreaterThanOrEqual(19);
    expect(transcripts.length).toBeGreaterThanOrEqual(440);
    expect(new Set(transcripts.map((t) => t.gaming).filter(Boolean))).toEqual(new Set(GAMING_KINDS));
    expect(transcripts.filter((t) => t.style).length).toBeGreaterThanOrEqual(70);
  });

  it(
    'gives the figures the validity statement records, and meets every target but the recorded misses',
    RUN,
    async () => {
      expect(recorded.assessor).toEqual({ provider: builtinAssessor.provider, model: builtinAssessor.model });
      const all: TranscriptResult[] = [];
      const parts = [];
      for (const [name, set] of sets) {
        const { results } = await evaluate(set, builtinAssessor);
        parts.push(recordedForm(name, set, results));
        all.push(...results);
      }
      expect(parts).toEqual(recorded.development);
      expect(missedTargets(metricsOf(all))).toEqual(KNOWN_MISSES.development);
    },
  );

  it('scores every transcript the same way twice', RUN, async () => {
    const first = await evaluate(old, builtinAssessor);
    const second = await evaluate(old, builtinAssessor);
    expect(second.results).toEqual(first.results);
  });
});

describe('builtin assessor on the frozen held-out part', () => {
  // Verified against its SHA256SUMS when present; only its totals are compared, never a transcript.
  const heldOut = loadHeldOutSet();

  it('is in the validity statement exactly when its folder is present', () => {
    expect(recorded.heldOut?.name ?? null).toBe(heldOut ? PART_NAMES.heldOut : null);
  });

  it.runIf(heldOut !== null)('gives the figures the validity statement records', RUN, async () => {
    const { results } = await evaluate(heldOut!, builtinAssessor);
    expect(recordedForm(PART_NAMES.heldOut, heldOut!, results)).toEqual(recorded.heldOut);
  });
});
