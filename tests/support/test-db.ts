import { randomBytes } from 'node:crypto';
import pg from 'pg';
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

/** A new, empty PostgreSQL database beside `adminUrl`'s, with its URL and a forced drop. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'screenroom_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database when the suite runs as `integration-postgres` (TEST_DB=postgres).
 */
export async function openTestDatabase(options: { migrations?: string } = {}): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ kind: 'pglite', ...options });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, max: 5, ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
