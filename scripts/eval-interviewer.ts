/**
 * npm run eval -- interviewer — the interviewer's reading of candidate turns (docs/decisions/0032),
 * measured per kind of turn on both providers (builtin; OpenAI-compatible against the local fake
 * server with recorded replies), on two frozen sets, each checked against its SHA256SUMS first (a
 * changed set stops the command before anything is measured):
 *   - "development (seen)": tests/fixtures/interviewer-eval — written blind, but its misses were
 *     looked at while the rules were shaped;
 *   - "HELD-OUT": tests/fixtures/interviewer-heldout-2 — written blind, run only once the rules
 *     were frozen; reported per kind, never turn by turn.
 * Exits non-zero when the builtin misses INTERVIEWER_TARGET on a kind of the held-out set.
 * `--verbose` lists every miss of the development set. `--development` measures the development set
 * only (for work on the rules, which must never see the held-out set).
 */
import { INTERVIEWER_EVAL_SETS } from '../tests/support/interviewer-eval.ts';
import {
  evaluateInterviewerSets,
  formatReport,
  kindsBelow,
  PROVIDER_NAMES,
} from '../tests/support/interviewer-eval-report.ts';

/** The builtin's target on every kind (issue #24). */
export const INTERVIEWER_TARGET = 0.9;

let reports;
try {
  const developmentOnly = process.argv.includes('--development');
  reports = await evaluateInterviewerSets(INTERVIEWER_EVAL_SETS.filter((s) => !(developmentOnly && s.heldOut)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const verbose = process.argv.includes('--verbose');
for (const r of reports) console.log(formatReport(r, verbose).join('\n'));

let failed = false;
for (const r of reports.filter((r) => r.provider === PROVIDER_NAMES.builtin)) {
  const below = kindsBelow(r, INTERVIEWER_TARGET);
  const absent = r.perKind.filter((k) => k.total === 0).map((k) => k.kind);
  if (absent.length > 0) console.error(`${r.set}: no turns labelled ${absent.join(', ')}`);
  if (below.length > 0) console.error(`${r.set}: builtin below ${INTERVIEWER_TARGET * 100}% on ${below.join(', ')}`);
  if (r.heldOut && below.length > 0) failed = true;
}
if (failed) process.exit(1);
