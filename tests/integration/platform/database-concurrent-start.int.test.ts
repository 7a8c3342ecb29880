import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type DatabaseOptions } from '../../../src/server/db/client.ts';
import { startJobQueue } from '../../../src/server/jobs/queue.ts';
import { createScratchDatabase } from '../../support/test-db.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

// PGlite has one process by design; several processes on one database is a PostgreSQL deployment.
describe.skipIf(!onPostgres)('processes starting together on one new PostgreSQL database', () => {
  it('all open it and start their job queue, and the migrations are applied once', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    try {
      // Two web processes and a worker, as a deployment starts them; one with a pool of one.
      const start = async (options: DatabaseOptions) => {
        const database = await openDatabase(options);
        try {
          const queue = await startJobQueue(database, { pollSeconds: 1, onError: () => undefined });
          await queue.stop();
        } finally {
          await database.close();
        }
      };
      const opened = await Promise.allSettled([
        start({ kind: 'postgres', url: scratch.url, max: 2 }),
        start({ kind: 'postgres', url: scratch.url, max: 2 }),
        start({ kind: 'postgres', url: scratch.url, max: 1 }),
      ]);
      expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'opened'))).toEqual([
        'opened',
        'opened',
        'opened',
      ]);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as applied from drizzle.__drizzle_migrations');
      await client.end();
      expect(rows[0].applied).toBe(journal.entries.length);
    } finally {
      await scratch.drop();
    }
  });
});
