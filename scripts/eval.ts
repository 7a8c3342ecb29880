/**
 * npm run eval — evaluates the configured assessor (docs/eval-guide.md) on:
 *   - the development part: tests/fixtures/eval (the first set) and tests/fixtures/eval-dev
 *     (the independent development set), each alone and together;
 *   - the held-out part: tests/fixtures/eval-heldout, verified against its frozen SHA256SUMS
 *     (a mismatch stops the command), reported as a whole, never per transcript.
 * Exits non-zero when the builtin assessor misses a target on the held-out part.
 * `--verbose` lists every transcript of the development part. `--report` writes the validity
 * statement (docs/assessor-validity.json and .md, scripts/eval-report.ts) from these figures.
 *
 * npm run eval -- interviewer — the interviewer test set instead (scripts/eval-interviewer.ts).
 */
import { builtinAssessor } from '../src/server/adapters/ai/builtin/assessor/builtin-assessor.ts';
import {
  EVAL_TARGETS,
  evaluate,
  type EvalMetrics,
  metricsOf,
  type EvalPosting,
  missedTargets,
  type TranscriptResult,
} from '../src/core/scorecard/evaluation.ts';
import { loadDevelopmentSet, loadHeldOutSet } from '../tests/support/eval-set.ts';
import { configuredAssessor } from './eval-assessor.ts';
import { writeValidityReport } from './eval-report.ts';
import type { EvaluatedPart } from '../src/core/scorecard/validity-report.ts';

if (process.argv[2] === 'interviewer') {
  await import('./eval-interviewer.ts');
  process.exit(process.exitCode ?? 0);
}

function printMetrics(name: string, postings: EvalPosting[], results: TranscriptResult[], m: EvalMetrics) {
  const honest = results.filter((r) => r.kind === 'honest').length;
  const variants = results.filter((r) => r.style).length;
  console.log(
    `\n== ${name}: ${results.length} transcripts (${honest} honest of which ${variants} style variants, ${results.length - honest} gaming), ${postings.length} postings`,
  );
  console.log(`EVAL spearman_overall ${m.spearmanOverall.toFixed(3)}`);
  console.log(`EVAL pairwise_accuracy ${m.pairwiseAccuracy.toFixed(3)}`);
  console.log(`EVAL competency_within_one ${m.competencyWithinOne.toFixed(3)}`);
  console.log(`EVAL gaming_max_percentile ${m.gamingMaxPercentile.toFixed(1)}`);
  for (const [kind, p] of Object.entries(m.gamingByKind)) console.log(`EVAL gaming ${kind.padEnd(14)} ${p.toFixed(1)}`);
  for (const [variant, d] of Object.entries(m.styleDeltas))
    console.log(
      `EVAL style ${variant.padEnd(11)} pairs ${String(d.pairs).padStart(2)} mean ${d.mean >= 0 ? '+' : ''}${d.mean.toFixed(1)} max|Δ| ${d.maxAbs}`,
    );
}

function printTranscripts(results: TranscriptResult[]) {
  for (const r of results)
    console.log(
      `${(r.gaming ?? r.style?.variant ?? r.kind).padEnd(13)} ${r.id.padEnd(28)} label ${String(r.labelOverall).padStart(3)} predicted ${String(r.predictedOverall).padStart(3)}  ` +
        Object.keys(r.labelLevels)
          .map((c) => `${c}:${r.labelLevels[c]}/${r.predictedLevels[c]}`)
          .join(' '),
    );
}

const assessor = await configuredAssessor();
console.log(`assessor ${assessor.provider}/${assessor.model}`);

const { old, dev } = loadDevelopmentSet();
const verbose = process.argv.includes('--verbose');
const parts: [string, EvalPosting[]][] = [
  ['first set (tests/fixtures/eval)', old],
  ['development set (tests/fixtures/eval-dev)', dev],
];
const developmentResults: TranscriptResult[] = [];
const reportParts: EvaluatedPart[] = [];
for (const [name, postings] of parts) {
  if (postings.length === 0) {
    console.log(`\n== ${name}: absent`);
    continue;
  }
  const { results, metrics } = await evaluate(postings, assessor);
  if (verbose) printTranscripts(results);
  printMetrics(name, postings, results, metrics);
  developmentResults.push(...results);
  reportParts.push({ name, postings, transcripts: results.length, metrics });
}

/** `--report`: the validity statement from exactly the figures printed above. */
function report(heldOutPart: EvaluatedPart | null) {
  if (!process.argv.includes('--report')) return;
  writeValidityReport({ assessor, development: reportParts, heldOut: heldOutPart });
  console.log('\nValidity statement written to docs/assessor-validity.json and docs/assessor-validity.md');
}
if (old.length > 0 && dev.length > 0) {
  printMetrics(
    'development part (first + development set)',
    [...old, ...dev],
    developmentResults,
    metricsOf(developmentResults),
  );
}

let heldOut: EvalPosting[] | null;
try {
  heldOut = loadHeldOutSet();
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(2);
}
if (heldOut === null) {
  console.log('\n== held-out part (tests/fixtures/eval-heldout): absent — targets not checked');
  report(null);
} else {
  const { results, metrics } = await evaluate(heldOut, assessor);
  const name = 'HELD-OUT part (tests/fixtures/eval-heldout, hashes verified)';
  printMetrics(name, heldOut, results, metrics);
  report({ name, postings: heldOut, transcripts: results.length, metrics });
  const missed = assessor.provider === builtinAssessor.provider ? missedTargets(metrics) : [];
  console.log(
    `targets (held-out): spearman ≥ ${EVAL_TARGETS.spearmanOverall}, pairwise ≥ ${EVAL_TARGETS.pairwiseAccuracy}, within one ≥ ${EVAL_TARGETS.competencyWithinOne}, gaming ≤ ${EVAL_TARGETS.gamingMaxPercentile}, style mean ±${EVAL_TARGETS.styleMeanDelta} / max ±${EVAL_TARGETS.styleMaxDelta}`,
  );
  if (missed.length > 0) {
    console.error(`Targets missed on the held-out part: ${missed.join('; ')}`);
    process.exit(1);
  }
}
