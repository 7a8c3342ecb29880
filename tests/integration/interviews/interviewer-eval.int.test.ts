import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../../../src/server/adapters/ai/builtin-provider.ts';
import {
  accuracyByKind,
  checkSums,
  INTERVIEWER_EVAL_SETS,
  loadInterviewerEvalSet,
  runInterviewerEval,
} from '../../support/interviewer-eval.ts';
import {
  evaluateInterviewerSets,
  formatReport,
  kindsBelow,
  PROVIDER_NAMES,
} from '../../support/interviewer-eval-report.ts';

// The machinery of `npm run eval -- interviewer` on a tiny set of our own (never the frozen one).
const FIELD = {
  field: 'Florist',
  posting: { title: 'Florist', description: 'Make bouquets, care for cut flowers and serve customers in the shop.' },
  questions: [
    {
      id: 'q1',
      text: 'Tell me about a time you made a bouquet for a difficult customer.',
      competency: 'Customer care',
      competencyDescription: 'Listens to what the customer wants and keeps them happy.',
      followUps: 1,
      timeLimitSeconds: 90,
    },
    {
      id: 'q2',
      text: 'How do you keep cut flowers fresh?',
      competency: 'Flower care',
      competencyDescription: 'Conditions stems, changes water and controls temperature.',
      followUps: 0,
      timeLimitSeconds: 60,
    },
  ],
  turns: [
    { id: 'f1', questionId: 'q1', candidate: 'Sorry, could you repeat that?', expected: 'repeat' },
    { id: 'f2', questionId: 'q2', candidate: 'what does cut flowers mean', expected: 'clarify' },
    { id: 'f3', questionId: 'q2', candidate: 'No.', expected: 'never_done' },
  ],
};

/** A frozen set of our own in a fresh directory: `field` as florist.json with its SHA256SUMS. */
async function frozenSet(field: unknown): Promise<string> {
  const at = await mkdtemp(path.join(tmpdir(), 'interviewer-eval-'));
  const json = JSON.stringify(field);
  await writeFile(path.join(at, 'florist.json'), json);
  await writeFile(path.join(at, 'SHA256SUMS'), `${createHash('sha256').update(json).digest('hex')}  florist.json\n`);
  dirs.push(at);
  return at;
}
const dirs: string[] = [];
let dir: string;
beforeAll(async () => {
  dir = await frozenSet(FIELD);
});
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('interviewer eval machinery', () => {
  it('accepts the set as summed, and measures per kind what the policy handed the provider', async () => {
    expect(checkSums(dir)).toEqual([]);
    const fields = loadInterviewerEvalSet(dir);
    const results = await runInterviewerEval(
      createBuiltinProvider({ log: pino({ level: 'silent' }) }),
      fields,
      ({ heard }) => heard ?? null,
    );
    // The last question's turns are measured too (the policy would close after it).
    expect(results.map((r) => r.decided)).toEqual(['repeat', 'clarify', 'never_done']);
    const { perKind, correct, total } = accuracyByKind(results);
    expect({ correct, total }).toEqual({ correct: 3, total: 3 });
    expect(perKind.find((k) => k.kind === 'repeat')).toEqual({ kind: 'repeat', correct: 1, total: 1 });
  });

  it('refuses a changed or unlisted file', async () => {
    await writeFile(path.join(dir, 'florist.json'), JSON.stringify({ ...FIELD, field: 'Changed' }));
    await writeFile(path.join(dir, 'extra.json'), '{}');
    expect(checkSums(dir)).toEqual(['extra.json is not in SHA256SUMS', 'florist.json does not match SHA256SUMS']);
  });
});

describe('npm run eval -- interviewer: both sets, both providers', () => {
  it('names the five development sets and the hash-verified held-out set', () => {
    expect(INTERVIEWER_EVAL_SETS.map((s) => [s.name, path.basename(s.dir), s.heldOut])).toEqual([
      ['development 1 (seen)', 'interviewer-eval', false],
      ['development 2 (seen)', 'interviewer-heldout-2', false],
      ['development 3 (seen)', 'interviewer-heldout-3', false],
      ['development 4 (seen)', 'interviewer-heldout-4', false],
      ['development 5 (seen)', 'interviewer-heldout-5', false],
      ['HELD-OUT', 'interviewer-heldout-6', true],
    ]);
  });

  it('measures the development sets only, and names the held-out set as absent, while its directory does not exist', async () => {
    const dev = await frozenSet(FIELD);
    const missing = path.join(tmpdir(), 'interviewer-eval-not-written-yet');
    const { reports, absent } = await evaluateInterviewerSets([
      { name: 'development 1 (seen)', dir: dev, heldOut: false },
      { name: 'HELD-OUT', dir: missing, heldOut: true },
    ]);
    expect(reports.map((r) => [r.set, r.provider])).toEqual([
      ['development 1 (seen)', PROVIDER_NAMES.builtin],
      ['development 1 (seen)', PROVIDER_NAMES.openai],
    ]);
    expect(absent.map((s) => s.name)).toEqual(['HELD-OUT']);
    // An absent development set is an error, not a skip.
    await expect(
      evaluateInterviewerSets([{ name: 'development 1 (seen)', dir: missing, heldOut: false }]),
    ).rejects.toThrow(/SHA256SUMS is missing/);
  });

  it('measures every set on both providers and prints per-kind lines, misses only for the development set', async () => {
    const dev = await frozenSet(FIELD);
    const held = await frozenSet({
      ...FIELD,
      turns: [
        { id: 'h1', questionId: 'q1', candidate: 'pardon?', expected: 'repeat' },
        { id: 'h2', questionId: 'q2', candidate: 'um', expected: 'repeat' },
      ],
    });
    const { reports, absent } = await evaluateInterviewerSets([
      { name: 'development (seen)', dir: dev, heldOut: false },
      { name: 'HELD-OUT', dir: held, heldOut: true },
    ]);
    expect(absent).toEqual([]);
    expect(reports.map((r) => [r.set, r.provider, r.correct, r.total])).toEqual([
      ['development (seen)', PROVIDER_NAMES.builtin, 3, 3],
      ['development (seen)', PROVIDER_NAMES.openai, 3, 3],
      ['HELD-OUT', PROVIDER_NAMES.builtin, 1, 2],
      ['HELD-OUT', PROVIDER_NAMES.openai, 1, 2],
    ]);
    const heldLines = formatReport(reports[2]!, true);
    expect(heldLines).toContain(`EVAL interviewer HELD-OUT builtin repeat           50.0%  (1/2)`);
    expect(heldLines.some((l) => l.includes('miss'))).toBe(false);
    expect(kindsBelow(reports[2]!, 0.9)).toEqual(['repeat']);
    expect(formatReport(reports[0]!, true)).toContain(
      `EVAL interviewer development (seen) builtin overall         100.0%  (3/3)`,
    );
    // A miss on the development set is listed with --verbose.
    const devMiss = { ...reports[0]!, misses: [{ ...reports[2]!.misses[0]!, id: 'x1' }] };
    expect(formatReport(devMiss, true).at(-1)).toBe('  miss x1: expected repeat, got nothing_usable: "um"');
  });

  it('stops before measuring anything when a set differs from its SHA256SUMS', async () => {
    const dev = await frozenSet(FIELD);
    const held = await frozenSet(FIELD);
    await writeFile(path.join(held, 'florist.json'), JSON.stringify({ ...FIELD, field: 'Tampered' }));
    await expect(
      evaluateInterviewerSets([
        { name: 'development (seen)', dir: dev, heldOut: false },
        { name: 'HELD-OUT', dir: held, heldOut: true },
      ]),
    ).rejects.toThrow(/"HELD-OUT" .* is not the frozen one: florist.json does not match SHA256SUMS/);
  });
});
