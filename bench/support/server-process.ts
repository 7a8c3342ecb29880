import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/test-app.ts';
import { createScratchDatabase } from '../../tests/support/test-db.ts';

export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database for one benchmark, dropped afterwards. */
export const createBenchDatabase = () => createScratchDatabase(benchAdminUrl, 'screenroom_bench');

/** Peak and current resident memory of a process, from /proc (Linux). */
export function memoryOf(pid: number): { peakRssBytes: number; rssBytes: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { peakRssBytes: kb('VmHWM'), rssBytes: kb('VmRSS') };
}

export type ServerProcess = { url: string; child: ChildProcess; dataDir: string; stop(): Promise<void> };

/**
 * The real server (src/server/main.ts) in its own process, as production runs it. It counts as
 * started when `/api/health` answers, or, for a process without HTTP (ROLE=worker), when `ready`
 * says so. If it does not start, it is killed and its data directory removed.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: {
    ready?: () => Promise<boolean>;
    /** Called as soon as the process exists, with its stop: for clean-up on Ctrl-C during start. */
    onSpawn?: (child: ChildProcess, stop: () => Promise<void>) => void;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_SERVER_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (running()) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  options.onSpawn?.(child, stop);
  const ready =
    options.ready ??
    (async () => {
      try {
        return (await fetch(`${url}/api/health`)).ok;
      } catch {
        return false; // not listening yet
      }
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running()) {
      await stop();
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    }
    if (await ready().catch(() => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, dataDir, stop };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
