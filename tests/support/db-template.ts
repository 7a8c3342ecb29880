import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../src/server/db/client.ts';
import { createScratchDatabase } from './test-db.ts';

/**
 * Global setup of the integration projects: migrates one database before the test files run,
 * which `openTestDatabase` then copies for each test app instead of creating and migrating a new
 * one (on PGlite, creating a database costs about three times as much as loading a dump of it).
 * Without it (another runner, a test of older migrations), `openTestDatabase` builds from scratch.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await createScratchDatabase(adminUrl, 'screenroom_template');
    const database = await openDatabase({ kind: 'postgres', url: template.url, max: 1 });
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'screenroom-db-template-'));
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const file = path.join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await client.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
