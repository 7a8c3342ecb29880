import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKeys } from '../../../src/server/adapters/storage/keys.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { signUpEmployer } from '../../support/http-client.ts';
import { freePort } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';

/**
 * A crash during transcription leaves nothing behind (stt-crash-cleanup.int.test.ts has the sweeps
 * on their own): the real server process, killed with its tools mid-transcription, stored no
 * recording without its turn, and its next start removes the temp directory.
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
