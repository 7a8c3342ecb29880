import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleTranscriptionFiles } from '../../src/server/adapters/ai/builtin/pocketsphinx.ts';
import { blobKeys } from '../../src/server/adapters/storage/keys.ts';
import { ORPHAN_GRACE_MS, sweepOrphanRecordings } from '../../src/server/modules/retention/sweep-orphan-recordings.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../support/candidate-client.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { freePort, startTestApp, type TestApp } from '../support/test-app.ts';
import { createOpenPosting } from '../support/postings.ts';

/**
 * A crash during transcription leaves nothing behind: no recording without its turn (the file
 * is stored after the transcript, and a sweep deletes any file whose turn never got written),
 * and no temp directory (removed when the next process starts).
 */
const run = promisify(execFile);
const speechTools = (
  await Promise.all(
    ['ffmpeg', 'ffprobe', 'flite', 'pocketsphinx_continuous'].map((tool) =>
      run('which', [tool]).then(
        () => true,
        () => false,
      ),
    ),
  )
).every(Boolean);

describe('orphan recording sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { workers: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes a recording whose turn was never stored, once it is older than the grace period', async () => {
    const { client } = await signUpEmployer(t.url);
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

describe.skipIf(!speechTools)('kill -9 during transcription', () => {
  let workDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'stt-crash-'));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) killGroup(child);
    await rm(workDir, { recursive: true, force: true });
  }, 30_000);

  /** The server and the tools it started (ffmpeg, pocketsphinx): the whole process group, as a container kill does. */
  const killGroup = (child: ChildProcess) => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };

  async function startServer(dataDir: string, tempDir: string) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-00',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TMPDIR: tempDir,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    children.push(child);
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const up = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return { url, child };
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('leaves no recording without a turn, and the next start removes the temp directory', async () => {
    const dataDir = path.join(workDir, 'data');
    const tempDir = path.join(workDir, 'tmp');
    await mkdir(tempDir, { recursive: true });
    const wav = path.join(workDir, 'answer.wav');
    const webm = path.join(workDir, 'answer.webm');
    const sentence =
      'I have worked in customer support for five years, answering questions about networks and Linux servers. ';
    await run('flite', ['-voice', 'awb', '-t', sentence.repeat(4), '-o', wav]);
    await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '24k', webm]);
    const recording = await readFile(webm);

    const first = await startServer(dataDir, tempDir);
    const { client } = await signUpEmployer(first.url);
    const postingId = (
      await createOpenPosting(client, { title: 'Support Engineer', description: 'Linux, networking.' })
    ).json.id as string;
    const c = new CandidateClient(first.url);
    await c.intake(
      postingId,
      { fullName: 'Crash Carl', email: 'carl@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    const seq = botTurnOf((await c.next()).events).turn.seq + 1;

    const upload = c.answer(seq, { recording }).catch(() => null);
    const tempPrefix = `screenroom-stt-${first.child.pid}-`;
    const deadline = Date.now() + 60_000;
    let tempDirs: string[] = [];
    while (tempDirs.length === 0) {
      if (Date.now() > deadline) throw new Error('transcription never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
      tempDirs = (await readdir(tempDir)).filter((name) => name.startsWith(tempPrefix));
    }
    killGroup(first.child);
    await new Promise((resolve) => first.child.once('exit', resolve));
    await upload;

    const recordingFile = path.join(dataDir, 'blobs', blobKeys.recording(postingId, c.interviewId, seq));
    expect(existsSync(recordingFile)).toBe(false);
    expect(existsSync(path.join(tempDir, tempDirs[0]!))).toBe(true);

    const second = await startServer(dataDir, tempDir);
    expect((await readdir(tempDir)).filter((name) => name.startsWith(tempPrefix))).toEqual([]);
    const resumed = new CandidateClient(second.url);
    resumed.token = c.token;
    resumed.interviewId = c.interviewId;
    const state = await resumed.state();
    expect(state.status).toBe(200);
    expect(state.json.turns).toHaveLength(seq - 1);
    killGroup(second.child);
  }, 240_000);
});
