/**
 * npm run eval — evaluates the configured assessor (docs/eval-guide.md) on the development part
 * (first set, development set and the retired held-out v1 and v2: all seen) and on the HELD-OUT
 * part (held-out v3, verified against its frozen SHA256SUMS; a mismatch stops the command with
 * exit 2; absent: said and skipped). The run itself, and where each part lives, is scripts/eval-run.ts.
 * Exits 1 when the builtin assessor misses a target on the held-out part.
 * `--verbose` lists every seen transcript (never a held-out one). `--report` writes the validity
 * statement (docs/assessor-validity.json and .md, scripts/eval-report.ts) from these figures.
 *
 * npm run eval -- interviewer — the interviewer test set instead (scripts/eval-interviewer.ts).
 */
import { configuredAssessor } from './eval-assessor.ts';
import { DEVELOPMENT_CAVEAT, HELD_OUT_CAVEAT, writeValidityReport } from './eval-report.ts';
import { type EvalRun, runEvaluation } from './eval-run.ts';

if (process.argv[2] === 'interviewer') {
  await import('./eval-interviewer.ts');
  process.exit(process.exitCode ?? 0);
}

const assessor = await configuredAssessor();
console.log(`assessor ${assessor.provider}/${assessor.model}`);

let run: EvalRun;
try {
  run = await runEvaluation({ assessor, verbose: process.argv.includes('--verbose') });
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(2);
}

if (process.argv.includes('--report')) {
  writeValidityReport({
    assessor,
    development: run.development,
    heldOut: run.heldOut,
    caveats: run.heldOut ? [DEVELOPMENT_CAVEAT, HELD_OUT_CAVEAT] : [DEVELOPMENT_CAVEAT],
  });
  console.log('\nValidity statement written to docs/assessor-validity.json and docs/assessor-validity.md');
}
if (run.exitCode !== 0) process.exitCode = run.exitCode;
