import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One owner per embedded database. PGlite is a single-process database: two processes writing
 * one directory lose writes. Whoever opens it (the server or a CLI) first creates
 * `<dir>.lock` (e.g. data/pg.lock, mode 0600) holding its pid, what it is, its address once
 * listening, and a random token that local CLIs present to the server's ops endpoint. A lock
 * whose pid is dead is stale and taken over.
 */
export type LockInfo = {
  pid: number;
  /** "server", "npm run seed", … */
  holder: string;
  startedAt: string;
  /** The server's loopback address once it listens (CLIs call its ops endpoint there). */
  url?: string;
  port?: number;
  token: string;
};

export type DataDirLock = {
  readonly file: string;
  readonly info: LockInfo;
  /** Records the address the server listens on. */
  update(fields: Pick<LockInfo, 'url' | 'port'>): void;
  release(): void;
};

export const lockFileFor = (dataDir: string) => `${path.resolve(dataDir).replace(/[\\/]+$/, '')}.lock`;

/** How to name a directory in messages: relative to the working directory when inside it. */
export function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of a directory's lock, or null (no lock, unreadable, or its process is gone). */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockFileFor(dataDir), 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    const who =
      holder.holder === 'server'
        ? `The Screenroom server${holder.url ? ` at ${holder.url}` : ''} (pid ${holder.pid})`
        : `${holder.holder} (pid ${holder.pid})`;
    super(
      `${who} is using ${displayPath(dataDir)} since ${holder.startedAt}; ` +
        (holder.holder === 'server'
          ? 'stop it first, or use another DATA_DIR / PGLITE_DIR.'
          : 'wait for it to finish, or stop it first.'),
    );
    this.name = 'DataDirBusyError';
  }
}

/** Takes the lock or throws DataDirBusyError naming the live holder. */
export function acquireDataDirLock(dataDir: string, holder: string): DataDirLock {
  const file = lockFileFor(dataDir);
  const info: LockInfo = {
    pid: process.pid,
    holder,
    startedAt: new Date().toISOString(),
    token: randomBytes(32).toString('base64url'),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(info));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const current = readLock(dataDir);
      if (current) throw new DataDirBusyError(dataDir, current);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  let released = false;
  return {
    file,
    info,
    update(fields) {
      Object.assign(info, fields);
      writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
    },
    release() {
      if (released) return;
      released = true;
      try {
        const current = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
        if (current.token === info.token) rmSync(file, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}
