import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { closeDeps, createDeps } from '../../src/server/deps.ts';
import { parseEnv } from '../../src/server/env.ts';
import { freePort } from '../../tests/support/test-app.ts';

/** The real HTTP app in this process on the given database, listening on a free loopback port. */
export async function startInProcessApp(database: Database) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
  });
  const deps = await createDeps(env, pino({ level: 'silent' }), database);
  const app = await buildApp(deps, { serveClient: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    async close() {
      await app.close();
      await closeDeps(deps);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up through the real auth API, then signs in; returns the user id and the session cookie. */
export async function signInBenchUser(baseUrl: string, email: string): Promise<{ userId: string; cookie: string }> {
  const account = { name: 'Bench Employer', email, password: 'bench-password-1' };
  const post = (route: string, body: object) =>
    fetch(new URL(route, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', account);
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const signInResponse = await post('/api/auth/sign-in/email', { email, password: account.password });
  if (!signInResponse.ok) throw new Error(`sign-in failed: ${signInResponse.status}`);
  const cookie = signInResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.includes('session_token='));
  if (!cookie) throw new Error('no session cookie');
  return { userId: user.id, cookie };
}
