import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../src/server/db/client.ts';

/**
 * Where any of `needles` is still stored: every text-like column of every table, in every schema
 * (the job queue's included). Returns "schema.table.column holds needle" lines.
 */
export async function scanDatabase(database: Database, needles: string[]): Promise<string[]> {
  const columns = await database.executeSql(
    `select table_schema, table_name, column_name from information_schema.columns
     where table_schema not in ('pg_catalog', 'information_schema')
       and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const hits: string[] = [];
  for (const column of columns.rows as Array<Record<string, string>>) {
    const ref = `"${column.table_schema}"."${column.table_name}"`;
    for (const needle of needles) {
      const found = await database.executeSql(
        `select count(*)::int as n from ${ref} where position(lower($1) in lower("${column.column_name}"::text)) > 0`,
        [needle],
      );
      if (Number((found.rows[0] as { n: number }).n) > 0) hits.push(`${ref}.${column.column_name} holds "${needle}"`);
    }
  }
  return hits;
}

/** Files under `dir` whose path or content holds any of `needles` (a missing directory holds none). */
export async function scanFiles(dir: string, needles: string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const hits: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = (await readFile(file)).toString('latin1').toLowerCase();
    for (const needle of needles)
      if (file.includes(needle) || content.includes(needle.toLowerCase())) hits.push(`${file} holds "${needle}"`);
  }
  return hits;
}
