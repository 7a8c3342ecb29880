import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, displayPath } from '../../db/data-dir-lock.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupManifest } from './create-backup.ts';

const run = promisify(execFile);

export type RestoreTargets = { pgDir: string; blobDir: string | null; authSecretFile: string };

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

async function hasContent(target: string): Promise<boolean> {
  if (!existsSync(target)) return false;
  const entries = await readdir(target).catch(() => ['(a file)']);
  return entries.length > 0;
}

/**
 * Brings an empty data directory back to an archive's state. Refuses while any process holds
 * the database (it takes the lock itself for the whole restore), and refuses to replace
 * existing data unless `force`.
 */
export async function restoreBackup(
  archive: string,
  targets: RestoreTargets,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new RestoreRefused(`No backup file at ${archive}.`);
  await mkdir(path.dirname(path.resolve(targets.pgDir)), { recursive: true });
  const lock = acquireDataDirLock(targets.pgDir, 'npm run restore'); // throws while a server runs
  const stage = await mkdtemp(path.join(tmpdir(), 'screenroom-restore-'));
  try {
    const occupied = [targets.pgDir, targets.blobDir].filter((t): t is string => t !== null);
    const full = [];
    for (const target of occupied) if (await hasContent(target)) full.push(displayPath(target));
    if (existsSync(targets.authSecretFile)) full.push(displayPath(targets.authSecretFile));
    if (full.length > 0 && !options.force) {
      throw new RestoreRefused(
        `${full.join(', ')} already hold data. Restore into a fresh DATA_DIR, or pass --force to replace it.`,
      );
    }
    await run('tar', ['-xzf', path.resolve(archive), '-C', stage]);
    const text = await readFile(path.join(stage, 'manifest.json'), 'utf8').catch(() => '{}');
    const manifest = JSON.parse(text) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new RestoreRefused(`${archive} is not a Screenroom backup (version ${BACKUP_VERSION}).`);
    }
    for (const target of occupied) await rm(target, { recursive: true, force: true });

    await mkdir(targets.pgDir, { recursive: true });
    const dump = await readFile(path.join(stage, manifest.database));
    const pg = new PGlite(targets.pgDir, { loadDataDir: new Blob([dump]) });
    await pg.waitReady;
    await pg.close();

    if (manifest.files === 'blobs' && targets.blobDir && existsSync(path.join(stage, 'blobs'))) {
      await cp(path.join(stage, 'blobs'), targets.blobDir, { recursive: true });
    }
    if (manifest.authSecret) {
      await mkdir(path.dirname(targets.authSecretFile), { recursive: true });
      await cp(path.join(stage, 'auth-secret'), targets.authSecretFile, { force: true });
      await chmod(targets.authSecretFile, 0o600);
    }
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
    lock.release();
  }
}
