/**
 * `npm run eval -- --report`: writes the assessor validity statement (src/core/scorecard/validity.ts)
 * from the figures the evaluation computed, as docs/assessor-validity.json (read by the server's
 * "About the AI assessment" page) and docs/assessor-validity.md (the same, to read). Nothing here
 * measures anything: it records what scripts/eval.ts measured, and says what it was computed from.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ValidityStatement } from '../src/core/scorecard/validity.ts';
import { type ReportInput, validityMarkdown, validityStatement } from '../src/core/scorecard/validity-report.ts';

export const VALIDITY_JSON = fileURLToPath(new URL('../docs/assessor-validity.json', import.meta.url));
export const VALIDITY_MARKDOWN = fileURLToPath(new URL('../docs/assessor-validity.md', import.meta.url));

/** What the development part is, said in every report computed by `npm run eval`. */
export const DEVELOPMENT_CAVEAT =
  'The development part (first set, development set and held-out v1) was seen while the builtin rules were developed: ' +
  'the first set was written alongside them, and held-out v1 was retired to the development part after its results ' +
  'were looked at. Its figures show fit, not validity; only the held-out part (held-out v2, written blind and frozen ' +
  'by its hashes before any run) is a measure of work nobody tuned to.';

/**
 * What the held-out part has been through, said in every report: its totals from each earlier run
 * were published (never its transcripts or per-transcript results), and the rules developed after a
 * run knew them. Update it when the held-out part is run again or replaced.
 */
export const HELD_OUT_CAVEAT =
  'Held-out v2 has been run twice: once with builtin-rules-3 (2026-11-26) and once with builtin-rules-4 (2026-11-28). ' +
  'builtin-rules-4 was developed on the development part only, but after the totals of run 1 had been published ' +
  '(which targets were missed, and by which gaming kind and style variant); nobody developing it read the held-out ' +
  'transcripts or per-transcript results. Knowing those totals is a small exposure, so later figures on held-out v2 ' +
  'are slightly less independent than the first.';

/** Writes both files and returns the statement. */
export function writeValidityReport(input: ReportInput): ValidityStatement {
  const statement = validityStatement(input);
  writeFileSync(VALIDITY_JSON, `${JSON.stringify(statement, null, 2)}\n`);
  writeFileSync(VALIDITY_MARKDOWN, validityMarkdown(statement));
  return statement;
}
