import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { buildApp } from '../../src/server/app.ts';
import { closeDeps, createDeps, type AppDeps } from '../../src/server/deps.ts';
import { parseEnv } from '../../src/server/env.ts';
import { registerWorkers } from '../../src/server/jobs/workers.ts';
import { createLogger } from '../../src/server/logger.ts';
import { openTestDatabase } from './test-db.ts';

export type TestApp = {
  url: string;
  app: FastifyInstance;
  deps: AppDeps;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
};

const running = new Map<string, TestApp>();

/** The test app listening at `url` in this process, if any (helpers that only get a URL use it). */
export const runningTestApp = (url: string): TestApp | undefined => running.get(new URL(url).origin);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The real HTTP app on a real, migrated database and a real port; workers run in-process. */
export async function startTestApp(
  envOverrides: Record<string, string> = {},
  options: { workers?: boolean; serveClient?: boolean; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-test-'));
  const url = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOB_POLL_SECONDS: '0.5',
    ...envOverrides,
  });
  const log = createLogger(env, options.logStream ?? pino.destination(1));
  const database = await openTestDatabase();
  const deps = await createDeps(env, log, database);
  if (options.workers ?? true) await registerWorkers(deps);
  const app = await buildApp(deps, { serveClient: options.serveClient ?? false });
  await app.listen({ port, host: '127.0.0.1' });
  const testApp: TestApp = {
    url,
    app,
    deps,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    async close() {
      running.delete(url);
      const closing = app.close();
      // A keep-alive connection the test's client still holds, which Node sometimes does not count
      // as idle, would keep the server open until its headers timeout (60 s): the test's requests
      // are over, so after a moment close whatever connection is left.
      const force = setTimeout(() => app.server.closeAllConnections(), 1000);
      try {
        await closing;
      } finally {
        clearTimeout(force);
      }
      await closeDeps(deps);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  running.set(url, testApp);
  return testApp;
}
