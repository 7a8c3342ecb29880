import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanDraftProposal } from '../../../src/core/api/plans.ts';
import { recordingTooLongMessage } from '../../../src/core/interview-rules.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/** The server times each recorded answer by the question's own limit from the interview's plan version. */
const run = promisify(execFile);
const hasFfmpeg = await Promise.all(
  ['ffmpeg', 'ffprobe'].map((tool) =>
    run('which', [tool]).then(
      () => true,
      () => false,
    ),
  ),
).then((found) => found.every(Boolean));

let t: TestApp;
let workDir: string;

beforeAll(async () => {
  if (!hasFfmpeg) return;
  workDir = await mkdtemp(path.join(tmpdir(), 'plan-limit-'));
  t = await startTestApp({}, { workers: false });
});
afterAll(async () => {
  await t?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe.skipIf(!hasFfmpeg)('per-question answer time limit on the server', () => {
  it('refuses a recording longer than the first question’s 30-second limit (the default would allow it)', async () => {
    const { client } = await actorFor(t, 'owner');
    const postingId = (
      await createOpenPosting(client, { title: 'Support Engineer', description: 'Customer support, Linux.' })
    ).json.id as string;
    const { draft } = (await client.post(`/api/postings/${postingId}/plan/draft-from-description`))
      .json as PlanDraftProposal;
    const plan = {
      ...draft,
      questions: draft.questions.map((q, i) => (i === 0 ? { ...q, timeLimitSeconds: 30 } : q)),
    };
    expect((await client.post(`/api/postings/${postingId}/plan/publish`, plan)).status).toBe(200);

    const out = path.join(workDir, 'fifty.webm');
    await run('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=f=220:r=16000',
      '-t',
      '50',
      '-c:a',
      'libopus',
      '-b:a',
      '6k',
      out,
    ]);
    const fifty = await readFile(out);

    const c = new CandidateClient(t.url);
    await c.intake(
      postingId,
      { fullName: 'Tim Timed', email: 'tim@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const opening = botTurnOf((await c.next()).events);
    const reply = await c.answer(opening.turn.seq + 1, { recording: fifty });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text).error.message).toBe(recordingTooLongMessage(30));
  });
});
