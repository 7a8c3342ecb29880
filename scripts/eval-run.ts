/**
 * The run behind `npm run eval` (docs/eval-guide.md), separate from the command so a unit test can
 * run it on a tiny fixture folder (the folders are named in tests/support/eval-set.ts):
 *   - the development part ("seen"): the first set, the independent development set, and held-out
 *     v1 and v2, each retired to the development part after its results were looked at (still
 *     verified against their SHA256SUMS), each alone and all together;
 *   - the HELD-OUT part: held-out v3, verified against its frozen SHA256SUMS (a mismatch throws),
 *     reported as a whole, never per transcript. Absent: said, and skipped (no target is then met).
 * The targets apply to the held-out part only.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinAssessor } from '../src/server/adapters/ai/builtin/assessor/builtin-assessor.ts';
import {
  type AssessFn,
  EVAL_TARGETS,
  evaluate,
  type EvalMetrics,
  type EvalPosting,
  metricsOf,
  missedTargets,
  type TranscriptResult,
} from '../src/core/scorecard/evaluation.ts';
import type { EvaluatedPart } from '../src/core/scorecard/validity-report.ts';
import {
  EVAL_DEV_DIR,
  EVAL_HELDOUT_DIR,
  EVAL_HELDOUT_V1_DIR,
  EVAL_HELDOUT_V2_DIR,
  EVAL_SET_DIR,
  loadEvalSet,
  loadFrozenSet,
} from '../tests/support/eval-set.ts';

export type EvalDirs = { first: string; dev: string; heldOutV1: string; heldOutV2: string; heldOut: string };

export const EVAL_DIRS: EvalDirs = {
  first: EVAL_SET_DIR,
  dev: EVAL_DEV_DIR,
  heldOutV1: EVAL_HELDOUT_V1_DIR,
  heldOutV2: EVAL_HELDOUT_V2_DIR,
  heldOut: EVAL_HELDOUT_DIR,
};

/** A folder as the repository names it (tests/fixtures/…), for the printed names. */
const shown = (dir: string) => relative(fileURLToPath(new URL('..', import.meta.url)), dir);

/** The held-out part's short name, as every text about it says it. */
export const HELD_OUT_SET = 'held-out v3';

/** The printed names of the parts (also the names in the validity statement). */
export const PART_NAMES = {
  first: `first set (${shown(EVAL_DIRS.first)}), seen`,
  dev: `development set (${shown(EVAL_DIRS.dev)}), seen`,
  heldOutV1: `held-out v1 (${shown(EVAL_DIRS.heldOutV1)}), retired to development, seen`,
  heldOutV2: `held-out v2 (${shown(EVAL_DIRS.heldOutV2)}), retired to development, seen`,
  development: 'DEVELOPMENT part (first + development set + held-out v1 + held-out v2), seen',
  heldOut: `HELD-OUT part, ${HELD_OUT_SET} (${shown(EVAL_DIRS.heldOut)}, hashes verified)`,
} as const;

export const HELD_OUT_ABSENT = `${HELD_OUT_SET} not present (${shown(EVAL_DIRS.heldOut)}): skipped, targets not checked`;

export type EvalRun = {
  /** The separate seen parts, as the validity statement lists them. */
  development: EvaluatedPart[];
  /** The held-out part, or null when its folder is absent. */
  heldOut: EvaluatedPart | null;
  /** Targets missed on the held-out part (only checked for the builtin assessor). */
  missed: string[];
  /** 0 when the held-out targets hold or are not checked, 1 when the builtin assessor misses one. */
  exitCode: 0 | 1;
};

type Assessor = { provider: string; model: string; assess: AssessFn };

function metricLines(name: string, postings: EvalPosting[], results: TranscriptResult[], m: EvalMetrics): string[] {
  const honest = results.filter((r) => r.kind === 'honest').length;
  const variants = results.filter((r) => r.style).length;
  return [
    '',
    `== ${name}: ${results.length} transcripts (${honest} honest of which ${variants} style variants, ${results.length - honest} gaming), ${postings.length} postings`,
    `EVAL spearman_overall ${m.spearmanOverall.toFixed(3)}`,
    `EVAL pairwise_accuracy ${m.pairwiseAccuracy.toFixed(3)}`,
    `EVAL competency_within_one ${m.competencyWithinOne.toFixed(3)}`,
    `EVAL gaming_max_percentile ${m.gamingMaxPercentile.toFixed(1)}`,
    ...Object.entries(m.gamingByKind).map(([kind, p]) => `EVAL gaming ${kind.padEnd(14)} ${p.toFixed(1)}`),
    ...Object.entries(m.styleDeltas).map(
      ([variant, d]) =>
        `EVAL style ${variant.padEnd(11)} pairs ${String(d.pairs).padStart(2)} mean ${d.mean >= 0 ? '+' : ''}${d.mean.toFixed(1)} max|Δ| ${d.maxAbs}`,
    ),
  ];
}

function transcriptLines(results: TranscriptResult[]): string[] {
  return results.map(
    (r) =>
      `${(r.gaming ?? r.style?.variant ?? r.kind).padEnd(13)} ${r.id.padEnd(28)} label ${String(r.labelOverall).padStart(3)} predicted ${String(r.predictedOverall).padStart(3)}  ` +
      Object.keys(r.labelLevels)
        .map((c) => `${c}:${r.labelLevels[c]}/${r.predictedLevels[c]}`)
        .join(' '),
  );
}

/**
 * Evaluates `assessor` on every part and prints through `log`. Throws when a frozen set (a retired
 * held-out set or the held-out part) does not match its SHA256SUMS. `verbose` lists every seen transcript, never a held-out one.
 */
export async function runEvaluation(options: {
  assessor: Assessor;
  dirs?: Partial<EvalDirs>;
  verbose?: boolean;
  log?: (line: string) => void;
}): Promise<EvalRun> {
  const dirs = { ...EVAL_DIRS, ...options.dirs };
  const log = options.log ?? ((line: string) => console.log(line));
  const { assessor } = options;
  const seen: [keyof typeof PART_NAMES, EvalPosting[] | null][] = [
    ['first', loadEvalSet(dirs.first)],
    ['dev', loadEvalSet(dirs.dev)],
    ['heldOutV1', loadFrozenSet(dirs.heldOutV1)],
    ['heldOutV2', loadFrozenSet(dirs.heldOutV2)],
  ];
  // Load (and verify) the held-out part before spending time on the rest: a broken freeze stops the run.
  const heldOutPostings = loadFrozenSet(dirs.heldOut);

  const development: EvaluatedPart[] = [];
  const seenPostings: EvalPosting[] = [];
  const seenResults: TranscriptResult[] = [];
  for (const [key, postings] of seen) {
    const name = PART_NAMES[key];
    if (!postings || postings.length === 0) {
      log(`\n== ${name}: absent`);
      continue;
    }
    const { results, metrics } = await evaluate(postings, assessor);
    if (options.verbose) transcriptLines(results).forEach((l) => log(l));
    metricLines(name, postings, results, metrics).forEach((l) => log(l));
    development.push({ name, postings, transcripts: results.length, metrics });
    seenPostings.push(...postings);
    seenResults.push(...results);
  }
  if (development.length > 1)
    metricLines(PART_NAMES.development, seenPostings, seenResults, metricsOf(seenResults)).forEach((l) => log(l));

  if (heldOutPostings === null || heldOutPostings.length === 0) {
    log(`\n== ${HELD_OUT_ABSENT}`);
    return { development, heldOut: null, missed: [], exitCode: 0 };
  }
  const { results, metrics } = await evaluate(heldOutPostings, assessor);
  metricLines(PART_NAMES.heldOut, heldOutPostings, results, metrics).forEach((l) => log(l));
  const heldOut: EvaluatedPart = {
    name: PART_NAMES.heldOut,
    postings: heldOutPostings,
    transcripts: results.length,
    metrics,
  };
  const missed = assessor.provider === builtinAssessor.provider ? missedTargets(metrics) : [];
  log(
    `targets (${HELD_OUT_SET}): spearman ≥ ${EVAL_TARGETS.spearmanOverall}, pairwise ≥ ${EVAL_TARGETS.pairwiseAccuracy}, within one ≥ ${EVAL_TARGETS.competencyWithinOne}, gaming ≤ ${EVAL_TARGETS.gamingMaxPercentile}, style mean ±${EVAL_TARGETS.styleMeanDelta} / max ±${EVAL_TARGETS.styleMaxDelta}`,
  );
  if (missed.length > 0) log(`Targets missed on the held-out part: ${missed.join('; ')}`);
  return { development, heldOut, missed, exitCode: missed.length > 0 ? 1 : 0 };
}
