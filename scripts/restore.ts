/**
 * `npm run restore -- <file> [--force]`: brings the configured data directory (DATA_DIR /
 * PGLITE_DIR / BLOB_DIR) back to a backup's state. Refuses while a server or CLI holds the
 * database, and refuses to replace existing data without --force.
 */
import { dataPaths } from '../src/server/data-paths.ts';
import { restoreBackup } from '../src/server/modules/ops/restore-backup.ts';
import { readEnv, runCli } from './cli.ts';

const USAGE = 'Usage: npm run restore -- <file.tar.gz> [--force]';

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const files = argv.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  if (!env) return 1;
  if (env.DATABASE_URL) {
    console.error('npm run restore restores the embedded database. With DATABASE_URL, use pg_restore / psql.');
    return 1;
  }
  const paths = dataPaths(env);
  const manifest = await restoreBackup(
    files[0]!,
    { pgDir: paths.pgDir, blobDir: env.S3_BUCKET ? null : paths.blobDir, authSecretFile: paths.authSecretFile },
    { force },
  );
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${paths.dataDir}` +
      (manifest.files === 'blobs' ? ' (database and files)' : ' (database)') +
      '. Start the server with npm start.',
  );
  return 0;
}

runCli(main);
