import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EvalPosting, evalPostingSchema } from '../../src/core/scorecard/evaluation.ts';

export const EVAL_SET_DIR = fileURLToPath(new URL('../fixtures/eval/', import.meta.url));

/** The labelled evaluation set (tests/fixtures/eval/*.json), validated. */
export function loadEvalSet(dir = EVAL_SET_DIR): EvalPosting[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed = evalPostingSchema.safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
      if (!parsed.success) throw new Error(`${name}: ${parsed.error.message}`);
      return parsed.data;
    });
}
