import path from 'node:path';
import type { Env } from './env.ts';
import { projectRoot } from './paths.ts';

/** Where the embedded defaults live on disk (the server, the CLIs and backups agree through this). */
export function dataPaths(env: Pick<Env, 'DATA_DIR' | 'PGLITE_DIR' | 'BLOB_DIR' | 'OUTBOX_DIR'>) {
  const inData = (...parts: string[]) => path.resolve(projectRoot, env.DATA_DIR, ...parts);
  return {
    dataDir: inData(),
    pgDir: env.PGLITE_DIR ? path.resolve(projectRoot, env.PGLITE_DIR) : inData('pg'),
    blobDir: env.BLOB_DIR ? path.resolve(projectRoot, env.BLOB_DIR) : inData('blobs'),
    outboxDir: env.OUTBOX_DIR ? path.resolve(projectRoot, env.OUTBOX_DIR) : inData('outbox'),
    authSecretFile: inData('auth-secret'),
  };
}
