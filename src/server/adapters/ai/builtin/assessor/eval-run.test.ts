import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validityStatement } from '../../../../../core/scorecard/validity-report.ts';
import { targetsMet, withholdsScore } from '../../../../../core/scorecard/validity.ts';
import { FAIRNESS_DIR } from '../../../../../../tests/support/eval-set.ts';
import { HELD_OUT_ABSENT, HELD_OUT_SET, PART_NAMES, runEvaluation } from '../../../../../../scripts/eval-run.ts';
import { builtinAssessor } from './builtin-assessor.ts';

// The wiring of `npm run eval` (scripts/eval-run.ts) on tiny temporary fixture folders, never on the
// real sets: parts and their names, the retired held-out sets and the held-out part verified against
// their SHA256SUMS (a mismatch stops the run), "not present" when the held-out folder is absent, and
// the validity statement built from it.
const root = mkdtempSync(join(tmpdir(), 'eval-run-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const posting = JSON.parse(readFileSync(join(FAIRNESS_DIR, 'beekeeper.json'), 'utf8')) as {
  transcripts: { style?: unknown }[];
};
const tiny = JSON.stringify({ ...posting, transcripts: posting.transcripts.filter((t) => !t.style) });

/** A folder with one posting file and, when `frozen`, its SHA256SUMS. */
function folder(name: string, frozen: boolean): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'beekeeper.json'), tiny);
  if (frozen)
    writeFileSync(
      join(dir, 'SHA256SUMS'),
      `${createHash('sha256').update(tiny).digest('hex')}  tests/fixtures/${name}/beekeeper.json\n`,
    );
  return dir;
}

const absent = join(root, 'does-not-exist');

async function run(heldOut: string, heldOutV2 = folder('eval-heldout-2', true)) {
  const lines: string[] = [];
  const result = await runEvaluation({
    assessor: builtinAssessor,
    dirs: { first: folder('first', false), dev: absent, heldOutV1: folder('eval-heldout', true), heldOutV2, heldOut },
    log: (line) => lines.push(line),
  });
  return { result, output: lines.join('\n') };
}

describe('npm run eval wiring (scripts/eval-run.ts)', () => {
  it(`reports the seen parts (held-out v1 and v2 retired among them) as development and ${HELD_OUT_SET}, verified, as the held-out part`, async () => {
    const { result, output } = await run(folder('eval-heldout-3', true));
    expect(result.development.map((p) => p.name)).toEqual([
      PART_NAMES.first,
      PART_NAMES.heldOutV1,
      PART_NAMES.heldOutV2,
    ]);
    expect(PART_NAMES.heldOutV2).toContain('retired to development, seen');
    expect(output).toContain(`== ${PART_NAMES.development}: 12 transcripts`);
    expect(output).toContain(`== ${PART_NAMES.heldOut}: 4 transcripts`);
    expect(output).toContain(`== ${PART_NAMES.dev}: absent`);
    expect(result.heldOut?.transcripts).toBe(4);
    expect(result.exitCode).toBe(result.missed.length > 0 ? 1 : 0);
    // The tiny part has no matched style pairs, so the style targets are not met and the builtin
    // assessor's estimate is withheld by default.
    const statement = validityStatement({ assessor: builtinAssessor, ...result });
    expect(statement.heldOut?.name).toBe(PART_NAMES.heldOut);
    expect(statement.development).toHaveLength(3);
    expect(targetsMet(statement)).toBe(false);
    expect(withholdsScore(statement)).toBe(true);
  });

  it(`says ${HELD_OUT_SET} is not present and skips it when the folder is absent`, async () => {
    const { result, output } = await run(absent);
    expect(output).toContain(HELD_OUT_ABSENT);
    expect(result.heldOut).toBeNull();
    expect(result.exitCode).toBe(0);
    const statement = validityStatement({ assessor: builtinAssessor, ...result });
    expect(statement.caveats.join(' ')).toContain('no held-out part');
    expect(withholdsScore(statement)).toBe(true);
  });

  it('stops when a held-out file does not match its frozen hash', async () => {
    const dir = folder('changed', true);
    writeFileSync(join(dir, 'beekeeper.json'), tiny.replace('bk-weak', 'bk-weak-edited'));
    await expect(run(dir)).rejects.toThrow(/beekeeper\.json does not match its frozen SHA256/);
  });

  it('stops when the retired held-out v2 does not match its frozen hash', async () => {
    const dir = folder('changed-v2', true);
    writeFileSync(join(dir, 'beekeeper.json'), tiny.replace('bk-weak', 'bk-weak-edited'));
    await expect(run(folder('eval-heldout-3', true), dir)).rejects.toThrow(
      /changed-v2.*beekeeper\.json does not match its frozen SHA256/,
    );
  });

  it('stops when the held-out folder has no SHA256SUMS or an unlisted file', async () => {
    await expect(run(folder('unfrozen', false))).rejects.toThrow(/SHA256SUMS is missing/);
    const dir = folder('extra', true);
    writeFileSync(join(dir, 'other.json'), tiny);
    await expect(run(dir)).rejects.toThrow(/other\.json is not listed in SHA256SUMS/);
  });
});
