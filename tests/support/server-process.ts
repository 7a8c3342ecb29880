import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './test-app.ts';

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  log(): string;
  /** SIGTERM and wait for the exit (the server closes its database cleanly). */
  stop(): Promise<number | null>;
};

/**
 * The real server as a user starts it (`node --import tsx src/server/main.ts`) on a random
 * port and the given data directory, without PUBLIC_URL unless `env` sets one. A setting given
 * as `undefined` is left out, as when a user does not set it (e.g. NODE_ENV under `npm start`).
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: '',
    DATABASE_URL: '',
    PGLITE_DIR: '',
    BLOB_DIR: '',
    OUTBOX_DIR: '',
    LOG_LEVEL: 'info',
    JOB_POLL_SECONDS: '0.5',
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Screenroom is running at')) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    log: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
