import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleTranscriptionFiles } from '../../../src/server/adapters/ai/builtin/pocketsphinx.ts';
import { blobKeys } from '../../../src/server/adapters/storage/keys.ts';
import {
  ORPHAN_GRACE_MS,
  sweepOrphanRecordings,
} from '../../../src/server/modules/retention/sweep-orphan-recordings.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * A crash during transcription leaves nothing behind: no recording without its turn (the file
 * is stored after the transcript, and a sweep deletes any file whose turn never got written),
 * and no temp directory (removed when the next process starts). The kill -9 of a real server
 * process is in stt-crash-kill.int.test.ts (the process-spawning project).
 */
describe('orphan recording sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { workers: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes a recording whose turn was never stored, once it is older than the grace period', async () => {
    const { client } = await actorFor(t, 'owner');
    const postingId = (await createOpenPosting(client, { title: 'Analyst', description: 'SQL and reports.' })).json
      .id as string;
    const c = new CandidateClient(t.url);
    await c.intake(
      postingId,
      { fullName: 'Orphan Olga', email: 'olga@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const opening = botTurnOf((await c.next()).events);
    const answered = await c.answer(opening.turn.seq + 1, { text: 'I write SQL every day.', recording: tinyWebm() });
    const waitingSeq = botTurnOf(answered.events).turn.seq + 1;
    const kept = blobKeys.recording(postingId, c.interviewId, opening.turn.seq + 1);
    // As a crash between storing the file and its turn leaves it: a recording at the awaited seq, no turn.
    const orphan = blobKeys.recording(postingId, c.interviewId, waitingSeq);
    await t.deps.blobs.put(orphan, tinyWebm(), 'video/webm');

    expect(await sweepOrphanRecordings(t.deps)).toBe(0);
    expect(await t.deps.blobs.head(orphan)).not.toBeNull();

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await sweepOrphanRecordings(t.deps, later)).toBe(1);
    expect(await t.deps.blobs.head(orphan)).toBeNull();
    expect(await t.deps.blobs.head(kept)).toMatchObject({ contentType: 'video/webm' });
    expect((await c.state()).json.turns).toHaveLength(3);
  });
});

describe('stale transcription temp files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stt-temp-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("removes a dead process's directories and old ones, keeps a live process's current work", async () => {
    const dead = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', '0']);
      child.on('exit', () => resolve(child.pid!));
    });
    const live = process.ppid;
    const names = {
      dead: `screenroom-stt-${dead}-AbC123`,
      liveFresh: `screenroom-stt-${live}-XyZ789`,
      liveOld: `screenroom-stt-${live}-Old000`,
      other: 'screenroom-stt-test-keepme',
    };
    for (const name of Object.values(names)) await mkdir(path.join(dir, name));
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(path.join(dir, names.liveOld), hourAgo, hourAgo);

    expect(await removeStaleTranscriptionFiles({ dir, maxAgeMs: 600_000 })).toBe(2);
    expect((await readdir(dir)).sort()).toEqual([names.liveFresh, names.other].sort());
  });
});
