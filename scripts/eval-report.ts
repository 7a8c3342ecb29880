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
  'The development part (first set, development set, held-out v1 and held-out v2) was seen while the builtin rules ' +
  'were developed: the first set was written alongside them; held-out v1 was retired to the development part after ' +
  'its results were looked at; held-out v2 was run twice as the held-out part (with builtin-rules-3 on 2026-11-26 and ' +
  'with builtin-rules-4 on 2026-11-28, rules 4 having been developed after the totals of run 1 were published), and ' +
  'was then retired to the development part. Its figures show fit, not validity; only the held-out part (held-out v3) ' +
  'is a measure of work nobody tuned to.';

/**
 * What the held-out part has been through, said in every report: how it was written, which rules
 * were measured on it, and whether they were fixed before it existed. Update it when the held-out
 * part is run on other rules or replaced.
 */
export const HELD_OUT_CAVEAT =
  'Held-out v3 was written and labelled blind from docs/eval-guide.md by an author who never saw the assessor, and ' +
  'frozen by its hashes before any assessor ran on it. It is measured with builtin-rules-4, which were frozen ' +
  '(2026-11-28) before held-out v3 existed, so no rule was developed knowing anything about it; it has been run once ' +
  'on these rules (npm test recomputes the same figures from the same rules), and only its totals are published, ' +
  'never its transcripts or per-transcript results.';

/** Writes both files and returns the statement. */
export function writeValidityReport(input: ReportInput): ValidityStatement {
  const statement = validityStatement(input);
  writeFileSync(VALIDITY_JSON, `${JSON.stringify(statement, null, 2)}\n`);
  writeFileSync(VALIDITY_MARKDOWN, validityMarkdown(statement));
  return statement;
}
