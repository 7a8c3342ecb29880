import { spawn } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_PACKAGES_DEBIAN } from '../../../src/core/speech-setup.ts';
import { freePort } from '../../support/test-app.ts';

/**
 * A fresh machine (issue #23, item 1): the real server process started with a PATH that has no
 * pocketsphinx says in its start log, in /api/config (what the dashboard and every posting page
 * show) and to candidates that spoken answers are off, and how to turn them on.
 */
let dir: string;
let url: string;
let output = '';
let child: ReturnType<typeof spawn> | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'screenroom-fresh-'));
  const bin = path.join(dir, 'bin');
  // A PATH with the tools a fresh machine might have, and no pocketsphinx.
  await import('node:fs/promises').then((fs) => fs.mkdir(bin));
  for (const tool of ['ffmpeg', 'sh']) await symlink(`/usr/bin/${tool}`, path.join(bin, tool)).catch(() => undefined);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: bin,
      NODE_ENV: 'production',
      AUTH_SECRET: 'fresh-secret-fresh-secret-fresh-secret-00',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

const logMessages = () =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; level?: number | string });

describe('a server without pocketsphinx on PATH', () => {
  it('says plainly in its start log that spoken answers are off and how to turn them on', () => {
    const messages = logMessages().map((m) => m.msg ?? '');
    expect(messages).toContain(
      'Spoken answers are off: pocketsphinx is not installed on the server, so candidates type their answers.',
    );
    expect(messages).toContain(`To turn them on (Debian/Ubuntu): ${SPEECH_PACKAGES_DEBIAN}, then restart.`);
    expect(messages.some((m) => m.startsWith('macOS: ') && m.includes('brew install cmu-pocketsphinx'))).toBe(true);
  });

  it('gives the employer pages the same words in /api/config', async () => {
    const config = (await (await fetch(`${url}/api/config`)).json()) as { speech: Record<string, unknown> };
    expect(config.speech).toMatchObject({
      spokenAnswers: false,
      engine: null,
      missing: ['pocketsphinx'],
      summary: 'Spoken answers are off: pocketsphinx is not installed on the server, so candidates type their answers.',
      turnOn: { debian: SPEECH_PACKAGES_DEBIAN },
    });
  });
});
