import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, uniqueEmail } from '../../support/http-client.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';

const run = promisify(execFile);
const DEMO = { email: 'demo@screenroom.local', password: 'demo-password' };

/** `npm run <script>` is `node --import tsx <file>`; run exactly that on a data directory. */
async function cli(dataDir: string, file: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_DIR: '', PUBLIC_URL: '', NODE_ENV: 'test' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(root, full), await readFile(full));
  }
  return out;
}

/** What an employer sees: postings, interviews, and the bytes of one CV. */
async function employerView(server: ServerProcess, account: { email: string; password: string }) {
  const client = new HttpClient(server.url);
  const signIn = await client.post('/api/auth/sign-in/email', account);
  expect(signIn.status, signIn.text).toBe(200);
  const postings = (await client.get('/api/postings')).json as { id: string; title: string }[];
  const search = (await client.get('/api/interviews?pageSize=100')).json as {
    items: { id: string; fullName: string }[];
  };
  const first = search.items.sort((a, b) => a.fullName.localeCompare(b.fullName))[0]!;
  const details = (await client.get(`/api/interviews/${first.id}`)).json;
  const cv = await fetch(new URL(details.cv.url, server.url));
  expect(cv.status).toBe(200);
  return {
    postings: postings.map((p) => `${p.id} ${p.title}`).sort(),
    interviews: search.items.map((i) => `${i.id} ${i.fullName}`).sort(),
    // Signed links differ by their expiry; the turns and the files they point to must not.
    transcript: JSON.stringify(details.qa).replace(/\?expires=[^"]*/g, ''),
    cv: Buffer.from(await cv.arrayBuffer()),
  };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup / npm run restore', () => {
  let root: string;
  let source: string;
  let target: string;
  let archive: string;
  let server: ServerProcess | undefined;
  const late = { name: 'Late Larry', email: uniqueEmail('late'), password: 'late-pass-123' };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'screenroom-backup-test-'));
    source = path.join(root, 'source');
    target = path.join(root, 'target', 'data');
    archive = path.join(root, 'snapshot.tar.gz');
  });
  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('backs up a running server, restores into an empty directory, and the new server has the same state', async () => {
    const seed = await cli(source, 'src/server/db/seed.ts');
    expect(seed.code, seed.stderr).toBe(0);
    server = await startServerProcess(source);
    const signUp = await new HttpClient(server.url).post('/api/auth/sign-up/email', late);
    expect(signUp.status).toBe(200);
    const before = await employerView(server, DEMO);
    expect(before.postings).toHaveLength(3);
    expect(before.interviews.length).toBeGreaterThanOrEqual(12);

    const backup = await cli(source, 'scripts/backup.ts', archive);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('snapshot made by the running server');
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const busy = await cli(source, 'scripts/restore.ts', archive, '--force');
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`The Screenroom server at http://localhost:${server.port}`);
    expect(busy.stderr).toContain('stop it first');

    expect(await server.stop()).toBe(0);
    server = undefined;

    const restore = await cli(target, 'scripts/restore.ts', archive);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('database and files');
    const again = await cli(target, 'scripts/restore.ts', archive);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already hold data. Restore into a fresh DATA_DIR, or pass --force');

    expect(await readFile(path.join(target, 'auth-secret'), 'utf8')).toBe(
      await readFile(path.join(source, 'auth-secret'), 'utf8'),
    );
    const sourceFiles = await filesUnder(path.join(source, 'blobs'));
    const targetFiles = await filesUnder(path.join(target, 'blobs'));
    expect([...targetFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [name, bytes] of sourceFiles) expect(targetFiles.get(name)!.equals(bytes), name).toBe(true);

    server = await startServerProcess(target);
    const after = await employerView(server, DEMO);
    expect(after.postings).toEqual(before.postings);
    expect(after.interviews).toEqual(before.interviews);
    expect(after.transcript).toEqual(before.transcript);
    expect(after.cv.equals(before.cv)).toBe(true);
    const lateSignIn = await new HttpClient(server.url).post('/api/auth/sign-in/email', late);
    expect(lateSignIn.status).toBe(200);
    expect(existsSync(path.join(target, 'pg.lock'))).toBe(true);
  }, 400_000);

  it('backs up a stopped install by opening the database itself', async () => {
    await server?.stop();
    server = undefined;
    const offline = path.join(root, 'offline.tar.gz');
    const backup = await cli(target, 'scripts/backup.ts', offline);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).not.toContain('running server');
    const { stdout } = await run('tar', ['-tzf', offline]);
    expect(stdout).toContain('manifest.json');
    expect(stdout).toContain('database.tar.gz');
    expect(stdout).toContain('auth-secret');
    expect(stdout).toMatch(/blobs\/postings\//);
  }, 120_000);
});
