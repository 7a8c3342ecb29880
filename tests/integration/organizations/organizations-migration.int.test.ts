import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, type Database } from '../../../src/server/db/client.ts';
import {
  interviews,
  jobPostings,
  member,
  organization,
  session,
  subscriptions,
} from '../../../src/server/db/schema.ts';
import { resolveActor } from '../../../src/server/modules/organizations/resolve-actor.ts';
import { postingScope } from '../../../src/server/access/posting-scope.ts';
import { ownedInterview } from '../../../src/server/access/interview-scope.ts';
import { openTestDatabase } from '../../support/test-db.ts';

/**
 * Migration 0016 on a database seeded with single-user accounts in the schema before it:
 * every account gets a personal organization it owns, and every posting, interview and
 * subscription stays reachable by its former owner (and by no one else).
 */

const ORGANIZATIONS_WHEN = 1795373032000;

type Journal = { entries: { when: number; tag: string }[] };

/** Our migrations folder as it was before organizations: same files, journal cut before 0016. */
async function foldersBeforeOrganizations(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'screenroom-pre-0016-'));
  await mkdir(path.join(dir, 'meta'));
  for (const file of await readdir(migrationsFolder)) {
    if (file.endsWith('.sql')) await copyFile(path.join(migrationsFolder, file), path.join(dir, file));
  }
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  journal.entries = journal.entries.filter((entry) => entry.when < ORGANIZATIONS_WHEN);
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

const ACCOUNTS = [
  {
    id: 'user-ann',
    name: 'Ann Hiring',
    email: 'ann@example.com',
    postings: 3,
    interviewsEach: 4,
    plan: 'professional',
  },
  { id: 'user-bob', name: 'Bob Solo', email: 'bob@example.com', postings: 1, interviewsEach: 2, plan: null },
  { id: 'user-cy', name: 'Cy Newcomer', email: 'cy@example.com', postings: 0, interviewsEach: 0, plan: null },
] as const;

let database: Database;
let preFolder: string;
const postingsOf = new Map<string, string[]>();
const interviewsOf = new Map<string, string[]>();

beforeAll(async () => {
  preFolder = await foldersBeforeOrganizations();
  database = await openTestDatabase({ migrations: preFolder });
  const sql = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  // The pre-0016 schema has no organization table yet.
  const tables = await sql(`select 1 from information_schema.tables where table_name = 'organization'`);
  expect(tables.rows).toHaveLength(0);

  for (const account of ACCOUNTS) {
    await sql(`insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)`, [
      account.id,
      account.name,
      account.email,
    ]);
    await sql(
      `insert into subscriptions (user_id, status, plan, stripe_customer_id, stripe_subscription_id)
       values ($1, $2, $3, $4, $5)`,
      [
        account.id,
        account.plan ? 'active' : 'none',
        account.plan,
        account.plan ? `cus_${account.id}` : null,
        account.plan ? `sub_${account.id}` : null,
      ],
    );
    await sql(`insert into session (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
      `session-${account.id}`,
      `token-${account.id}`,
      account.id,
    ]);
    const postingIds: string[] = [];
    const interviewIds: string[] = [];
    for (let p = 0; p < account.postings; p++) {
      const posting = await sql(
        `insert into job_postings (user_id, title, description) values ($1, $2, 'Migrated posting.') returning id`,
        [account.id, `${account.name} posting ${p}`],
      );
      const postingId = posting.rows[0]!.id as string;
      postingIds.push(postingId);
      await sql(`insert into interview_plans (job_posting_id, draft) values ($1, '{}'::jsonb)`, [postingId]);
      for (let i = 0; i < account.interviewsEach; i++) {
        const interview = await sql(
          `insert into interviews (job_posting_id, candidate_email, full_name) values ($1, $2, 'Candidate') returning id`,
          [postingId, `c${i}-${postingId.slice(0, 8)}@example.org`],
        );
        interviewIds.push(interview.rows[0]!.id as string);
      }
    }
    postingsOf.set(account.id, postingIds);
    interviewsOf.set(account.id, interviewIds);
  }
  await sql(`insert into audit_log (actor_user_id, action, subject) values ('user-ann', 'admin.grant', 'user-bob')`);

  // Now the real migrations folder: 0016 and anything after it.
  await migrateDatabase(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (preFolder) await rm(preFolder, { recursive: true, force: true });
});

describe('migration 0016 (organizations)', () => {
  it('gives every account a personal organization it owns, active in its sessions', async () => {
    const { db } = database;
    for (const account of ACCOUNTS) {
      const memberships = await db
        .select({ organizationId: member.organizationId, role: member.role, name: organization.name })
        .from(member)
        .innerJoin(organization, eq(organization.id, member.organizationId))
        .where(eq(member.userId, account.id));
      expect(memberships).toEqual([{ organizationId: expect.any(String), role: 'owner', name: account.name }]);
      const [active] = await db
        .select({ organizationId: session.activeOrganizationId })
        .from(session)
        .where(eq(session.userId, account.id));
      expect(active!.organizationId).toBe(memberships[0]!.organizationId);
    }
  });

  it("moves each account's postings, interviews and subscription to it, with nothing lost", async () => {
    const { db } = database;
    const allPostings = await db.select({ id: jobPostings.id }).from(jobPostings);
    expect(allPostings).toHaveLength(ACCOUNTS.reduce((n, a) => n + a.postings, 0));
    for (const account of ACCOUNTS) {
      const actor = await resolveActor({ db }, { id: account.id }, null);
      expect(actor.role).toBe('owner');
      const reachable = await db
        .select({ id: jobPostings.id, createdBy: jobPostings.userId })
        .from(jobPostings)
        .where(postingScope(actor));
      expect(reachable.map((p) => p.id).sort()).toEqual([...postingsOf.get(account.id)!].sort());
      // "Created by" is kept.
      expect(reachable.every((p) => p.createdBy === account.id)).toBe(true);
      for (const interviewId of interviewsOf.get(account.id)!) {
        const [found] = await db
          .select({ id: interviews.id })
          .from(interviews)
          .where(ownedInterview(db, actor, interviewId, 'interview.read'));
        expect(found?.id).toBe(interviewId);
      }
      // Nobody else's interviews are reachable.
      for (const other of ACCOUNTS.filter((a) => a.id !== account.id)) {
        for (const interviewId of interviewsOf.get(other.id)!) {
          const rows = await db
            .select({ id: interviews.id })
            .from(interviews)
            .where(ownedInterview(db, actor, interviewId, 'interview.read'));
          expect(rows).toEqual([]);
        }
      }
      const [subscription] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, actor.organizationId));
      expect(subscription).toMatchObject({
        userId: account.id,
        plan: account.plan,
        status: account.plan ? 'active' : 'none',
        stripeCustomerId: account.plan ? `cus_${account.id}` : null,
        stripeSubscriptionId: account.plan ? `sub_${account.id}` : null,
      });
    }
    const subscriptionRows = await db.select({ id: subscriptions.organizationId }).from(subscriptions);
    expect(subscriptionRows).toHaveLength(ACCOUNTS.length);
  });

  it('keeps a posting when the account that created it is deleted (it belongs to the organization)', async () => {
    const { db } = database;
    const [ann] = ACCOUNTS;
    const actor = await resolveActor({ db }, { id: ann.id }, null);
    // Another member joins, then Ann's account goes: the organization keeps her postings.
    await database.executeSql(`insert into "user" (id, name, email) values ('user-dee', 'Dee', 'dee@example.com')`);
    await db
      .insert(member)
      .values({ id: 'm-dee', organizationId: actor.organizationId, userId: 'user-dee', role: 'admin' });
    await database.executeSql(`delete from "user" where id = $1`, [ann.id]);
    const dee = await resolveActor({ db }, { id: 'user-dee' }, actor.organizationId);
    const kept = await db
      .select({ id: jobPostings.id, createdBy: jobPostings.userId })
      .from(jobPostings)
      .where(postingScope(dee));
    expect(kept.map((p) => p.id).sort()).toEqual([...postingsOf.get(ann.id)!].sort());
    expect(kept.every((p) => p.createdBy === null)).toBe(true);
  });
});
