/**
 * `npm run backup [-- <file>]`: one archive of the embedded install (database, files, the
 * generated auth secret). While the server runs, the server makes the snapshot (through its
 * local ops endpoint); otherwise this process opens the database itself. PostgreSQL and S3
 * deployments use their own tools (README, "Backup and restore").
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../src/server/db/client.ts';
import { dataPaths } from '../src/server/data-paths.ts';
import { createBackup } from '../src/server/modules/ops/create-backup.ts';
import { callOps, runningServer } from '../src/server/modules/ops/ops-client.ts';
import { readEnv, runCli } from './cli.ts';

async function main(argv: string[]): Promise<number> {
  if (argv.length > 1) {
    console.error('Usage: npm run backup [-- <file.tar.gz>]');
    return 2;
  }
  const env = readEnv();
  if (!env) return 1;
  if (env.DATABASE_URL) {
    console.error(
      'npm run backup covers the embedded database. With DATABASE_URL, back up PostgreSQL with pg_dump ' +
        '(and S3 with bucket versioning or a sync); see README, "Backup and restore".',
    );
    return 1;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outFile = path.resolve(argv[0] ?? `screenroom-backup-${stamp}.tar.gz`);
  const paths = dataPaths(env);
  const server = runningServer(paths.pgDir);
  if (server) {
    const response = await callOps(server, '/backup', {});
    await pipeline(Readable.fromWeb(response.body! as never), createWriteStream(outFile, { mode: 0o600 }));
    console.log(`Backup written to ${outFile} (snapshot made by the running server at ${server.url}).`);
  } else {
    const database = await openDatabase({ kind: 'pglite', dataDir: paths.pgDir, holder: 'npm run backup' });
    try {
      await createBackup(
        {
          client: database.embedded!.client,
          blobDir: env.S3_BUCKET ? null : paths.blobDir,
          authSecretFile: paths.authSecretFile,
        },
        outFile,
      );
    } finally {
      await database.close();
    }
    console.log(`Backup written to ${outFile}.`);
  }
  if (env.S3_BUCKET) console.log('Files live in S3 and are not in this archive: back up the bucket separately.');
  if (env.AUTH_SECRET) console.log('AUTH_SECRET is set in the environment: keep it with this backup.');
  console.log('It holds the auth secret and every candidate file: store it as securely as the data directory.');
  return 0;
}

runCli(main);
