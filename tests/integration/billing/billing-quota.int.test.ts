import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertInterviewQuota,
  countInterviewsThisMonth,
  startOfMonthUtc,
} from '../../../src/server/modules/billing/assert-interview-quota.ts';
import type { Database } from '../../../src/server/db/client.ts';
import { interviews, interviewTurns, subscriptions } from '../../../src/server/db/schema.ts';
import { AppError } from '../../../src/server/errors.ts';
import { createUserRow, insertInterviews, insertPostings, personalOrganizationOf } from '../../support/factories.ts';
import { openTestDatabase } from '../../support/test-db.ts';

let database: Database;
const now = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let serial = 0;
async function owner(subscription: { status?: string; plan?: string | null; isFree?: boolean }) {
  return createUserRow(database.db, { email: `quota-${serial++}@example.com`, name: 'Quota Owner', subscription });
}

/** n interviews this month spread over two postings of the owner. */
async function withInterviews(userId: string, n: number) {
  const postings = await insertPostings(database.db, userId, 2);
  const ids = await insertInterviews(database.db, postings, [Math.ceil(n / 2), Math.floor(n / 2)], { turns: false });
  await database.db.update(interviews).set({ createdAt: now }).where(eq(interviews.jobPostingId, postings[0]!));
  await database.db.update(interviews).set({ createdAt: now }).where(eq(interviews.jobPostingId, postings[1]!));
  return { postings, ids };
}

async function quotaError(userId: string, billingEnabled = true) {
  try {
    await assertInterviewQuota(
      { db: database.db },
      await personalOrganizationOf(database.db, userId),
      billingEnabled,
      now,
    );
    return null;
  } catch (error) {
    return error;
  }
}

describe('assertInterviewQuota', () => {
  it("counts only this calendar month (UTC) and only the owner's postings", async () => {
    const a = await owner({ status: 'active', plan: 'starter' });
    const b = await owner({ status: 'active', plan: 'starter' });
    const { postings } = await withInterviews(a, 6);
    await withInterviews(b, 4);
    const [old] = await insertInterviews(database.db, [postings[0]!], 1, { turns: false });
    await database.db
      .update(interviews)
      .set({ createdAt: new Date(startOfMonthUtc(now).getTime() - 1000) })
      .where(eq(interviews.id, old!));
    expect(await countInterviewsThisMonth(database.db, await personalOrganizationOf(database.db, a), now)).toBe(6);
    expect(await countInterviewsThisMonth(database.db, await personalOrganizationOf(database.db, b), now)).toBe(4);
  });

  it('counts only submitted interviews and those with an answer, not bare applications', async () => {
    const userId = await owner({ status: 'active', plan: 'starter' });
    const { ids } = await withInterviews(userId, 4);
    const [bare, answered, botOnly] = ids;
    const db = database.db;
    await db
      .update(interviews)
      .set({ submittedAt: null })
      .where(inArray(interviews.id, [bare!, answered!, botOnly!]));
    await db.insert(interviewTurns).values([
      { interviewId: answered!, seq: 0, speaker: 'bot', text: 'Tell me about yourself.' },
      { interviewId: answered!, seq: 1, speaker: 'user', text: 'I build things.' },
      { interviewId: botOnly!, seq: 0, speaker: 'bot', text: 'Tell me about yourself.' },
    ]);
    // One submitted, one answered but not submitted; a bare application and one never answered do not count.
    expect(await countInterviewsThisMonth(db, await personalOrganizationOf(db, userId), now)).toBe(2);
  });

  it('allows interviews below the Starter limit and refuses at 500 with a message for the candidate', async () => {
    const userId = await owner({ status: 'active', plan: 'starter' });
    await withInterviews(userId, 499);
    expect(await quotaError(userId)).toBeNull();
    await withInterviews(userId, 1);
    const error = await quotaError(userId);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).message).toMatch(/monthly interview limit/);
    expect((error as AppError).details).toEqual({ limit: 500, used: 500 });
  });

  it('gives Professional 2000 a month', async () => {
    const userId = await owner({ status: 'active', plan: 'starter' });
    await withInterviews(userId, 500);
    expect(await quotaError(userId)).toBeInstanceOf(AppError);
    await database.db.update(subscriptions).set({ plan: 'professional' }).where(eq(subscriptions.userId, userId));
    expect(await quotaError(userId)).toBeNull();
  });

  it('never limits with billing off, without a plan, or with a free membership', async () => {
    const userId = await owner({ status: 'active', plan: 'starter' });
    await withInterviews(userId, 500);
    expect(await quotaError(userId, false)).toBeNull();
    await database.db.update(subscriptions).set({ isFree: true }).where(eq(subscriptions.userId, userId));
    expect(await quotaError(userId)).toBeNull();
    const planless = await owner({ status: 'none' });
    await withInterviews(planless, 3);
    expect(await quotaError(planless)).toBeNull();
  });

  it('counts in a constant number of queries', async () => {
    const userId = await owner({ status: 'active', plan: 'starter' });
    await withInterviews(userId, 40);
    const organizationId = await personalOrganizationOf(database.db, userId);
    const before = database.queryCount();
    await assertInterviewQuota({ db: database.db }, organizationId, true, now);
    expect(database.queryCount() - before).toBeLessThanOrEqual(2);
  });
});
