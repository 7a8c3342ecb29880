import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, lockFileFor, readLock } from './data-dir-lock.ts';

let root: string;
const fresh = () => {
  root = mkdtempSync(path.join(tmpdir(), 'screenroom-lock-'));
  return path.join(root, 'pg');
};
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A pid that certainly belongs to no live process: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('data directory lock', () => {
  it('is exclusive while its holder lives, names the holder, and is released', () => {
    const dir = fresh();
    const lock = acquireDataDirLock(dir, 'server');
    lock.update({ url: 'http://localhost:4100', port: 4100 });
    expect(statSync(lockFileFor(dir)).mode & 0o777).toBe(0o600);
    expect(readLock(dir)).toMatchObject({ pid: process.pid, holder: 'server', port: 4100 });
    let refused: unknown;
    try {
      acquireDataDirLock(dir, 'npm run seed');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirBusyError);
    expect((refused as Error).message).toMatch(
      new RegExp(
        `^The Screenroom server at http://localhost:4100 \\(pid ${process.pid}\\) is using .*pg since .*; stop it first`,
      ),
    );
    lock.release();
    expect(readLock(dir)).toBeNull();
    acquireDataDirLock(dir, 'npm run seed').release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = fresh();
    const stale = { pid: deadPid(), holder: 'server', startedAt: '2026-01-01T00:00:00.000Z', token: 'old' };
    writeFileSync(lockFileFor(dir), JSON.stringify(stale));
    expect(readLock(dir)).toBeNull();
    const lock = acquireDataDirLock(dir, 'npm run admin');
    expect(JSON.parse(readFileSync(lockFileFor(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
      holder: 'npm run admin',
    });
    lock.release();
  });

  it('a CLI holder is named as such', () => {
    const dir = fresh();
    const lock = acquireDataDirLock(dir, 'npm run seed');
    expect(() => acquireDataDirLock(dir, 'server')).toThrow(
      /^npm run seed \(pid \d+\) is using .*wait for it to finish/,
    );
    lock.release();
  });
});
