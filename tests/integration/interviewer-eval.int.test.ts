import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../../src/server/adapters/ai/builtin-provider.ts';
import { accuracyByKind, checkSums, loadInterviewerEvalSet, runInterviewerEval } from '../support/interviewer-eval.ts';

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

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'interviewer-eval-'));
  const json = JSON.stringify(FIELD);
  await writeFile(path.join(dir, 'florist.json'), json);
  await writeFile(path.join(dir, 'SHA256SUMS'), `${createHash('sha256').update(json).digest('hex')}  florist.json\n`);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

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
