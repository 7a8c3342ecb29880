import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

async function runAdmin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  /** Migrated databases that `tests/support/db-template.ts` prepares before the integration tests. */
  export interface ProvidedContext {
    /** A PGlite `dumpDataDir()` file. */
    pgliteTemplate?: string;
    /** A PostgreSQL database name, beside TEST_DATABASE_URL's. */
    postgresTemplate?: string;
  }
}

/**
 * A new PostgreSQL database beside `adminUrl`'s (empty, or a copy of `template`), with its URL
 * and a forced drop.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'screenroom_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database when the suite runs as `integration-postgres` (TEST_DB=postgres). It starts
 * as a copy of the migrated template the global setup made, when there is one (and the test does
 * not ask for other migrations); the migrations still run, and find nothing left to apply.
 */
export async function openTestDatabase(options: { migrations?: string } = {}): Promise<Database> {
  const useTemplate = !options.migrations;
  if (process.env.TEST_DB !== 'postgres') {
    const file = useTemplate ? inject('pgliteTemplate') : undefined;
    if (!file) return openDatabase({ kind: 'pglite', ...options });
    pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
    return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate, ...options });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(
    adminUrl,
    undefined,
    useTemplate ? inject('postgresTemplate') : undefined,
  );
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, max: 5, ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
