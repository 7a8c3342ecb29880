import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EvalPosting, evalPostingSchema } from '../../src/core/scorecard/evaluation.ts';

const fixtures = (name: string) => fileURLToPath(new URL(`../fixtures/${name}/`, import.meta.url));

/** The first labelled set, written with the builtin assessor (tuned on it). */
export const EVAL_SET_DIR = fixtures('eval');
/** The independent development set: written blind, used for development. */
export const EVAL_DEV_DIR = fixtures('eval-dev');
/**
 * Held-out v1: written blind and frozen by its SHA256SUMS, run once as the held-out part; its results
 * were looked at, so it is now part of the development part ("seen"), still verified by its hashes.
 */
export const EVAL_HELDOUT_V1_DIR = fixtures('eval-heldout');
/**
 * Held-out v2: written blind and frozen by its SHA256SUMS, run twice as the held-out part (the rules
 * of its second run were developed knowing the totals of the first), so it is now part of the
 * development part ("seen"), still verified by its hashes.
 */
export const EVAL_HELDOUT_V2_DIR = fixtures('eval-heldout-2');
/** Held-out v3, the held-out part: written blind, frozen by its SHA256SUMS, never used for tuning. */
export const EVAL_HELDOUT_DIR = fixtures('eval-heldout-3');
export const HELDOUT_SUMS_FILE = 'SHA256SUMS';
/** Matched style pairs and postings in fields absent from every other set, written for the fairness test. */
export const FAIRNESS_DIR = fixtures('fairness');

/** The labelled evaluation files of a folder (*.json), validated; none when the folder does not exist. */
export function loadEvalSet(dir = EVAL_SET_DIR): EvalPosting[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed = evalPostingSchema.safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
      if (!parsed.success) throw new Error(`${name}: ${parsed.error.message}`);
      return parsed.data;
    });
}

/**
 * The development part: the first set, the independent development set and the retired held-out
 * v1 and v2 (each verified against its frozen hashes; none when absent).
 */
export function loadDevelopmentSet(): {
  old: EvalPosting[];
  dev: EvalPosting[];
  heldOutV1: EvalPosting[];
  heldOutV2: EvalPosting[];
} {
  return {
    old: loadEvalSet(EVAL_SET_DIR),
    dev: loadEvalSet(EVAL_DEV_DIR),
    heldOutV1: loadFrozenSet(EVAL_HELDOUT_V1_DIR) ?? [],
    heldOutV2: loadFrozenSet(EVAL_HELDOUT_V2_DIR) ?? [],
  };
}

/**
 * Checks a frozen folder against its `SHA256SUMS` (`sha256sum` format: `<hex>  <file>`): every
 * listed file exists with that hash and every *.json in the folder is listed. Returns the problems
 * (empty when intact); a missing sums file is a problem.
 */
export function frozenSetProblems(dir: string): string[] {
  const sumsPath = join(dir, HELDOUT_SUMS_FILE);
  if (!existsSync(sumsPath)) return [`${HELDOUT_SUMS_FILE} is missing in ${dir}`];
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const line of readFileSync(sumsPath, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const match = /^([0-9a-f]{64})\s+\*?(.+)$/i.exec(line.trim());
    if (!match) {
      problems.push(`unreadable line in ${HELDOUT_SUMS_FILE}: ${line}`);
      continue;
    }
    const name = match[2]!.replace(/^\.\//, '').replace(/^tests\/fixtures\/[^/]+\//, '');
    listed.add(name);
    const path = join(dir, name);
    if (!existsSync(path)) {
      problems.push(`${name} is listed but missing`);
      continue;
    }
    const actual = createHash('sha256').update(readFileSync(path)).digest('hex');
    if (actual !== match[1]!.toLowerCase()) problems.push(`${name} does not match its frozen SHA256`);
  }
  for (const name of readdirSync(dir))
    if (name.endsWith('.json') && !listed.has(name)) problems.push(`${name} is not listed in ${HELDOUT_SUMS_FILE}`);
  return problems;
}

/** A frozen set, verified against its hashes; throws on any mismatch. Null when the folder is absent. */
export function loadFrozenSet(dir: string): EvalPosting[] | null {
  if (!existsSync(dir)) return null;
  const problems = frozenSetProblems(dir);
  if (problems.length > 0)
    throw new Error(`The evaluation set in ${dir} is not the frozen one: ${problems.join('; ')}`);
  return loadEvalSet(dir);
}

/** The held-out part (EVAL_HELDOUT_DIR), verified against its frozen hashes; throws on any mismatch. Null when absent. */
export function loadHeldOutSet(dir = EVAL_HELDOUT_DIR): EvalPosting[] | null {
  return loadFrozenSet(dir);
}
