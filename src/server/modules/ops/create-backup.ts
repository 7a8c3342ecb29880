import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

export const BACKUP_FORMAT = 'screenroom-backup';
export const BACKUP_VERSION = 1;

/** manifest.json at the root of every archive. */
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** database.tar.gz: PGlite's own dump of its data directory. */
  database: 'database.tar.gz';
  /** blobs/: the local file store, as on disk (absent when files live in S3). */
  files: 'blobs' | 'none';
  /** auth-secret: the generated secret that signs sessions and file links (absent when AUTH_SECRET is set). */
  authSecret: boolean;
};

export type BackupSources = {
  /** The open embedded database (owned by this process). */
  client: PGlite;
  /** The local file store's root, or null when files live elsewhere (S3). */
  blobDir: string | null;
  authSecretFile: string;
};

/**
 * One .tar.gz holding a consistent snapshot of the embedded install: the database is dumped
 * first (after a checkpoint, between two statements), then the files are archived; a file
 * stored in between is extra, never missing, because files are written before the rows that
 * point to them. Uses the system `tar` (GNU or bsdtar), present on every supported platform.
 */
export async function createBackup(sources: BackupSources, outFile: string): Promise<BackupManifest> {
  const stage = await mkdtemp(path.join(tmpdir(), 'screenroom-backup-'));
  try {
    await sources.client.exec('CHECKPOINT');
    const dump = await sources.client.dumpDataDir('gzip');
    await writeFile(path.join(stage, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    const authSecret = existsSync(sources.authSecretFile);
    if (authSecret) await copyFile(sources.authSecretFile, path.join(stage, 'auth-secret'));
    const files = sources.blobDir && existsSync(sources.blobDir) ? 'blobs' : 'none';
    // The archive follows this link (tar -h), so the files are read in place, not copied first.
    if (files === 'blobs') await symlink(sources.blobDir!, path.join(stage, 'blobs'), 'dir');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: 'database.tar.gz',
      files,
      authSecret,
    };
    await writeFile(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const entries = await readdir(stage);
    await run('tar', ['-czhf', path.resolve(outFile), '-C', stage, ...entries.sort()]);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
