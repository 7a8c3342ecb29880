import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.ts';
import { admins, auditLog } from '../../../src/server/db/schema.ts';
import { createUserRow } from '../../support/factories.ts';

const run = promisify(execFile);
let dataDir: string;
let userId: string;

/** `npm run admin` is `node --import tsx scripts/admin.ts`; run exactly that against an embedded database. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PGLITE_DIR: '',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-admin-cli-'));
  userId = await withDatabase((db) => createUserRow(db, { email: 'Boss@Example.com', name: 'The Boss' }));
}, 120_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run admin', () => {
  it('grants admin rights to an existing account by e-mail (any case) and audits it', async () => {
    const result = await admin('grant', 'BOSS@example.com');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('boss@example.com is now an admin');
    expect(result.stdout).toContain(userId);
    const again = await admin('grant', 'boss@example.com');
    expect(again.stdout).toContain('already an admin');
    await withDatabase(async (db) => {
      expect(await db.select().from(admins).where(eq(admins.userId, userId))).toHaveLength(1);
      const audit = await db.select().from(auditLog).where(eq(auditLog.subject, userId));
      expect(audit.map((row) => row.action)).toEqual(['admin.grant']);
    });
  }, 120_000);

  it('revokes admin rights', async () => {
    const result = await admin('revoke', 'boss@example.com');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('no longer an admin');
    await withDatabase(async (db) => {
      expect(await db.select().from(admins).where(eq(admins.userId, userId))).toHaveLength(0);
    });
  }, 120_000);

  it('exits 1 with a clear message for an unknown e-mail, and 2 for bad usage', async () => {
    const unknown = await admin('grant', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account uses the e-mail nobody@example.com');
    const usage = await admin('promote', 'boss@example.com');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- grant <email> | revoke <email>');
  }, 120_000);
});
