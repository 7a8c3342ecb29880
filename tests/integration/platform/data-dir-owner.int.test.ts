import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineAddresses } from '../../../src/server/http/origins.ts';
import { HttpClient, uniqueEmail } from '../../support/http-client.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';

const run = promisify(execFile);

/** `npm run <script>` is `node --import tsx <file>`; run exactly that against the data directory. */
async function cli(dataDir: string, file: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_DIR: '', PUBLIC_URL: '', NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The embedded database only: this spawns real server processes on a PGlite directory.
describe.skipIf(process.env.TEST_DB === 'postgres')('one owner per embedded database', () => {
  let dataDir: string;
  let server: ServerProcess;
  const email = uniqueEmail('owner');
  const password = 'owner-pass-123';
  let client: HttpClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-owner-'));
    server = await startServerProcess(dataDir);
    client = new HttpClient(server.url);
    const signUp = await client.post('/api/auth/sign-up/email', { name: 'Owner Olga', email, password });
    expect(signUp.status, signUp.text).toBe(200);
    // Sign-up starts no session (the verification link or a sign-in does).
    const signIn = await client.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status, signIn.text).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('holds a lock (pid, port, token) readable only by its user', async () => {
    const file = path.join(dataDir, 'pg.lock');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lock = JSON.parse(await readFile(file, 'utf8'));
    expect(lock).toMatchObject({ pid: server.child.pid, holder: 'server', port: server.port });
    expect(lock.token).toMatch(/^[\w-]{40,}$/);
  });

  it('npm run admin -- grant works through the running server and takes effect at once', async () => {
    expect((await client.get('/api/me')).json.isAdmin).toBe(false);
    const result = await cli(dataDir, 'scripts/admin.ts', 'grant', email);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('through the running server');
    expect(result.stdout).toContain(`${email} is now an admin`);
    expect((await client.get('/api/me')).json.isAdmin).toBe(true);
  }, 60_000);

  it('npm run seed and a second server refuse clearly, naming the server, and write nothing', async () => {
    const seed = await cli(dataDir, 'src/server/db/seed.ts');
    expect(seed.code).toBe(1);
    expect(seed.stdout).toBe('');
    expect(seed.stderr).toContain(
      `The Screenroom server at http://localhost:${server.port} (pid ${server.child.pid}) is using`,
    );
    expect(seed.stderr).toContain('stop it first');
    await expect(startServerProcess(dataDir)).rejects.toThrow(/The Screenroom server at .* is using .*stop it first/);
  }, 120_000);

  it('refuses the ops endpoint without the token or from a browser or a proxy', async () => {
    const token = JSON.parse(await readFile(path.join(dataDir, 'pg.lock'), 'utf8')).token as string;
    const call = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/ops/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, grant: false }),
      });
    expect((await call({})).status).toBe(403);
    expect((await call({ authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await call({ authorization: `Bearer ${token}`, origin: server.url })).status).toBe(403);
    expect((await call({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    // The right token from this machine's non-loopback address (as a LAN peer would connect).
    const lan = machineAddresses().find((a) => !a.includes(':') && a !== '127.0.0.1');
    if (lan) {
      const remote = await fetch(`http://${lan}:${server.port}/api/ops/admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ email, grant: false }),
      });
      expect(remote.status).toBe(403);
    }
    expect((await client.get('/api/me')).json.isAdmin).toBe(true);
  });

  it('after a restart everything is there; with the server stopped the CLI opens the database itself', async () => {
    expect(await server.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
    const revoke = await cli(dataDir, 'scripts/admin.ts', 'revoke', email);
    expect(revoke.code).toBe(0);
    expect(revoke.stdout).not.toContain('through the running server');
    expect(revoke.stdout).toContain('is no longer an admin');

    server = await startServerProcess(dataDir);
    const again = new HttpClient(server.url);
    expect((await again.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await again.get('/api/me')).json.isAdmin).toBe(false);
    // The refused seed wrote nothing.
    const demo = await new HttpClient(server.url).post('/api/auth/sign-in/email', {
      email: 'demo@screenroom.local',
      password: 'demo-password',
    });
    expect(demo.status).toBe(401);
  }, 180_000);
});
