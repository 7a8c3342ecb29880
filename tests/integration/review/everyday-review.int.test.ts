import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_LOOKUP_LIMIT, adminMessages } from '../../../src/core/api/billing.ts';
import { interviews, subscriptions } from '../../../src/server/db/schema.ts';
import { insertInterviews, insertPostings, personalOrganizationOf } from '../../support/factories.ts';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpEmployer>>;
let stranger: Awaited<ReturnType<typeof signUpEmployer>>;
const adminEmail = uniqueEmail('lookup-admin');
let admin: Awaited<ReturnType<typeof signUpEmployer>>;
let postingId: string;
let otherPostingId: string;
let named: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: adminEmail }, { workers: false });
  const db = t.deps.database.db;
  owner = await signUpEmployer(t.url, { name: 'Olive Owner' });
  stranger = await signUpEmployer(t.url, { name: 'Sam Stranger' });
  admin = await signUpEmployer(t.url, { email: adminEmail, name: 'Ada Admin' });
  const ownPostings = await insertPostings(db, owner.userId, 2, { titlePrefix: 'Lookup ' });
  postingId = ownPostings[0]!;
  otherPostingId = ownPostings[1]!;
  const [strangerPosting] = await insertPostings(db, stranger.userId, 1, { titlePrefix: 'Elsewhere ' });
  const ids = await insertInterviews(db, [postingId, otherPostingId, strangerPosting!], [4, 1, 1], {
    archivedShare: 0,
  });
  // Names that share no text with their e-mail addresses (candidate-N-…@example.org).
  const names = [
    'Zoë Kowalczyk',
    'Bartholomew Quince',
    'Ümit Zoëlle',
    'Priya Raman',
    'Zoë Kowalczyk-Lund',
    'Zoë Kowalczyk',
  ];
  named = {};
  for (const [i, id] of ids.entries()) {
    await db.update(interviews).set({ fullName: names[i]! }).where(eq(interviews.id, id));
    named[id] = names[i]!;
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const namesOf = (items: Array<{ fullName: string }>) => items.map((item) => item.fullName).sort();

describe('finding candidates by name', () => {
  it('searches all applicants by part of the name, case-insensitively, only in own postings', async () => {
    const response = await owner.client.get(`/api/interviews?q=${encodeURIComponent('KOWALCZYK')}`);
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(2);
    expect(namesOf(response.json.items)).toEqual(['Zoë Kowalczyk', 'Zoë Kowalczyk-Lund']);
    // Non-ASCII letters fold like the rest; the stranger's "Zoë Kowalczyk" never shows.
    const zoe = await owner.client.get(`/api/interviews?q=${encodeURIComponent('zoË')}`);
    expect(namesOf(zoe.json.items)).toEqual(['Zoë Kowalczyk', 'Zoë Kowalczyk-Lund', 'Ümit Zoëlle']);
    const theirs = await stranger.client.get(`/api/interviews?q=${encodeURIComponent('kowalczyk')}`);
    expect(theirs.json.total).toBe(1);
    expect(theirs.json.items[0].jobTitle).toMatch(/^Elsewhere /);
  });

  it('still finds by e-mail and by job title, each interview once', async () => {
    const [first] = await t.deps.database.db
      .select({ email: interviews.candidateEmail })
      .from(interviews)
      .where(eq(interviews.jobPostingId, postingId));
    const byEmail = await owner.client.get(`/api/interviews?q=${encodeURIComponent(first!.email.toUpperCase())}`);
    expect(byEmail.json.items.map((item: { candidateEmail: string }) => item.candidateEmail)).toEqual([first!.email]);
    const byTitle = await owner.client.get(`/api/interviews?q=lookup`);
    expect(byTitle.json.total).toBe(5);
    expect(new Set(byTitle.json.items.map((item: { id: string }) => item.id)).size).toBe(5);
  });

  it("filters one posting's candidates by name or e-mail, with the total of the filtered list", async () => {
    const response = await owner.client.get(`/api/postings/${postingId}/candidates?q=zo%C3%AB`);
    expect(response.status).toBe(200);
    expect(response.json.total).toBe(2);
    expect(namesOf(response.json.items)).toEqual(['Zoë Kowalczyk', 'Ümit Zoëlle']);
    // A literal % matches nothing special.
    expect((await owner.client.get(`/api/postings/${postingId}/candidates?q=%25`)).json.total).toBe(0);
    // The posting of another employer stays 404 with or without a search.
    expect((await stranger.client.get(`/api/postings/${postingId}/candidates?q=zo`)).status).toBe(404);
  });
});

describe('GET /api/admin/users', () => {
  it('finds accounts by part of the e-mail with their membership and admin rights', async () => {
    const organizationId = await personalOrganizationOf(t.deps.database.db, owner.userId);
    await t.deps.database.db
      .update(subscriptions)
      .set({ isFree: true })
      .where(eq(subscriptions.organizationId, organizationId));
    const response = await admin.client.get(
      `/api/admin/users?email=${encodeURIComponent(owner.account.email.toUpperCase())}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json.items[0]).toEqual({
      id: owner.userId,
      email: owner.account.email,
      name: 'Olive Owner',
      isFree: true,
      isAdmin: false,
    });
    const self = await admin.client.get(`/api/admin/users?email=${encodeURIComponent(adminEmail)}`);
    expect(self.json.items[0]).toMatchObject({ id: admin.userId, isAdmin: true });
    const many = await admin.client.get('/api/admin/users?email=example');
    expect(many.json.items.length).toBeGreaterThanOrEqual(3);
    expect(many.json.items.length).toBeLessThanOrEqual(ADMIN_USER_LOOKUP_LIMIT);
    expect((await admin.client.get('/api/admin/users?email=no-such-account-anywhere')).json.items).toEqual([]);
    const tooShort = await admin.client.get('/api/admin/users?email=ab');
    expect(tooShort.status).toBe(400);
    expect(tooShort.json.error.message).toContain(adminMessages.lookupTooShort);
  });

  it('refuses everyone else before reading the query', async () => {
    for (const query of ['email=example', 'email=ab', '']) {
      const refused = await stranger.client.get(`/api/admin/users?${query}`);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.json)).not.toContain('@');
    }
    expect((await new HttpClient(t.url).get('/api/admin/users?email=example')).status).toBe(401);
  });
});
