import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../paths.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers expose the same query API; we type against node-postgres's. */
export type Db = NodePgDatabase<Schema>;

export type SqlResult = { rows: Record<string, unknown>[]; rowCount?: number | null };

/** The database handle every module receives. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with $1.. parameters; a parameterless text may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Runs `work` while no other process sets up this database: schema changes at start (our
   * migrations, the job queue's tables) go through here, so processes started together take turns.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Number of statements sent since start (used by benchmarks and tests). */
  queryCount(): number;
  /** The embedded database's directory and this process's lock on it (PGlite on disk only). */
  embedded?: { dataDir: string; lock: DataDirLock; client: PGlite };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, 'drizzle');

export type DatabaseOptions = (
  | {
      kind: 'pglite';
      dataDir?: string /* omitted: in memory */;
      /** Named in the message another process gets while this one holds the directory. */
      holder?: string;
      /** A `dumpDataDir()` to start from instead of an empty database (tests copy a migrated one). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; max?: number }
) & {
  /** Another migrations folder (tests of a migration start from an older journal); ours by default. */
  migrations?: string;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = options.migrations ?? migrationsFolder;
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.holder, folder, options.loadDataDir)
    : openPostgres(options.url, options.max, folder);
}

/** Applies the migrations of `folder` not yet applied (at start, `openDatabase` does this itself). */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await database.exclusively(() => migratePg(database.db, { migrationsFolder: folder }));
}

const defaultHolder = () => `node ${path.basename(process.argv[1] ?? 'process')}`;

async function openPglite(
  dataDir?: string,
  holder = defaultHolder(),
  folder = migrationsFolder,
  loadDataDir?: Blob,
): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    // Throws DataDirBusyError while another live process holds the directory.
    lock = acquireDataDirLock(dataDir, holder);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = loadDataDir ? new PGlite({ dataDir, loadDataDir }) : new PGlite(dataDir);
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  let count = 0;
  const counted = new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'query' || prop === 'exec') count++;
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const db = drizzlePglite({ client: counted as PGlite, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: folder });
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) {
        return (await counted.query(text, values)) as SqlResult;
      }
      const results = await counted.exec(text);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
    },
    // One process owns a PGlite directory; its setup has no one to wait for.
    exclusively: (work) => work(),
    queryCount: () => count,
    embedded: dataDir && lock ? { dataDir: path.resolve(dataDir), lock, client } : undefined,
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Runs `work` while holding a database-wide advisory lock, on a connection of its own (so a pool
 * of one still has its connection free). Processes started together on one database (web
 * processes and a worker) take turns: the first applies the migrations and creates the job
 * queue's tables, the others find them done. Without it, two would run the same CREATE and one
 * would crash.
 */
async function underSetupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('screenroom:setup'))`);
    return await work();
  } finally {
    // Closing the session releases the lock, also when the work failed.
    await lock.end();
  }
}

async function openPostgres(url: string, max = 10, folder = migrationsFolder): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can be cut by the server (restart, failover, a forced drop): the pool
  // replaces it on next use. Without a listener, Node would treat the event as fatal.
  const onLost = (error: Error) => console.warn(`database: connection lost (${error.message})`);
  pool.on('error', onLost);
  let count = 0;
  // pool.query goes through a client's query, so counting there counts each statement once.
  pool.on('connect', (client) => {
    // Also while the pool is closing, when it no longer listens on its clients itself.
    client.on('error', onLost);
    const clientQuery = client.query.bind(client);
    client.query = ((...args: Parameters<typeof clientQuery>) => {
      count++;
      return clientQuery(...args);
    }) as typeof client.query;
  });
  const db = drizzlePg({ client: pool, schema });
  const exclusively = <T>(work: () => Promise<T>) => underSetupLock(url, work);
  await exclusively(() => migratePg(db, { migrationsFolder: folder }));
  return {
    db,
    kind: 'postgres',
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    exclusively,
    queryCount: () => count,
    close: () => pool.end(),
  };
}
