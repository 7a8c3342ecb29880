import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validityStatementSchema, withholdsScore, type ValidityStatement } from '../../../core/scorecard/validity.ts';
import { assessorKinds } from '../../db/schema.ts';
import { projectRoot } from '../../paths.ts';

/** Written by `npm run eval -- --report` (scripts/eval-report.ts) and committed. */
export const VALIDITY_STATEMENT_FILE = path.join(projectRoot, 'docs', 'assessor-validity.json');

let cached: { file: string; statement: ValidityStatement | null } | undefined;

/**
 * The committed validity statement, read once per process; null when the file is missing or not
 * a statement (then nothing is claimed: "validity not measured").
 */
export function readValidityStatement(file = VALIDITY_STATEMENT_FILE): ValidityStatement | null {
  if (cached?.file === file) return cached.statement;
  let statement: ValidityStatement | null = null;
  try {
    const parsed = validityStatementSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    statement = parsed.success ? parsed.data : null;
  } catch {
    statement = null;
  }
  cached = { file, statement };
  return statement;
}

/** The statement that measured this assessor (by provider), or null: not measured. */
export function validityFor(provider: string | null | undefined): ValidityStatement | null {
  const statement = readValidityStatement();
  return statement && provider === statement.assessor.provider ? statement : null;
}

/** The assessors whose Overall Score is withheld by default (measured, targets missed). */
export function withheldAssessors(): (typeof assessorKinds)[number][] {
  return assessorKinds.filter((kind) => withholdsScore(validityFor(kind)));
}

/** Whether the estimate of the assessor that wrote an assessment is withheld by default. */
export function withholdsScoreOf(assessorKind: string | null | undefined): boolean {
  return !!assessorKind && withholdsScore(validityFor(assessorKind));
}
