import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_LOGO_MAX_BYTES } from '../../../src/core/brand.ts';
import { interviews } from '../../../src/server/db/schema.ts';
import { insertInterviews, markEmailVerified } from '../../support/factories.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startSmtpCapture } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/** The employer's brand (docs/decisions/0025-employer-brand.md): settings, logo checks, public posting, candidate mail. */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let owner: HttpClient;
let ownerEmail: string;
let outsider: HttpClient;
let postingId: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d494844520000000100000001080600000001f15c4890000000d49444154789c6360000002000100ffff03000006000557bfabd40000000049454e44ae426082',
    'hex',
  ),
]);

const upload = (client: HttpClient, bytes: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type }), name);
  return client.post('/api/organization/brand/logo', form);
};

const BRAND = {
  displayName: 'Acme Robotics',
  accentColor: '#FACC15',
  supportEmail: 'help@acme.example',
  websiteUrl: 'https://acme.example/careers',
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url });
  const first = await actorFor(t, 'owner', { name: 'Brenda Brand' });
  owner = first.client;
  ownerEmail = first.account.email;
  await markEmailVerified(t.deps.database.db, first.userId);
  outsider = (await actorFor(t, 'owner', { name: 'Other Org' })).client;
  const posting = await createOpenPosting(owner, {
    title: 'Robot Wrangler',
    description: 'Keeps the robots happy.',
  });
  expect(posting.status).toBe(201);
  postingId = posting.json.id;
}, 90_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('employer brand settings', () => {
  it('starts empty with the organization name and validates colour, https website and e-mail', async () => {
    const start = await owner.get('/api/organization/brand');
    expect(start.status).toBe(200);
    expect(start.json).toMatchObject({ displayName: null, accentColor: null, logoUrl: null, canEdit: true });
    for (const bad of [
      { ...BRAND, accentColor: 'red' },
      { ...BRAND, accentColor: '#12345' },
      { ...BRAND, websiteUrl: 'http://acme.example' },
      { ...BRAND, websiteUrl: 'javascript:alert(1)' },
      { ...BRAND, supportEmail: 'not-an-address' },
    ]) {
      const response = await owner.put('/api/organization/brand', bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    const saved = await owner.put('/api/organization/brand', BRAND);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ ...BRAND, accentColor: '#facc15' });
  });

  it('lets a recruiter read but not change it, and keeps other organizations out', async () => {
    const recruiter = await joinAs(t.url, owner, 'recruiter');
    const read = await recruiter.client.get('/api/organization/brand');
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ displayName: 'Acme Robotics', canEdit: false });
    expect((await recruiter.client.put('/api/organization/brand', BRAND)).status).toBe(403);
    expect((await upload(recruiter.client, PNG, 'logo.png', 'image/png')).status).toBe(403);
    expect((await recruiter.client.delete('/api/organization/brand/logo')).status).toBe(403);
    // Another organization reads and writes only its own brand.
    const theirs = await outsider.get('/api/organization/brand');
    expect(theirs.json).toMatchObject({ displayName: null, supportEmail: null });
    expect((await outsider.put('/api/organization/brand', { ...BRAND, displayName: 'Hijack' })).status).toBe(200);
    expect((await owner.get('/api/organization/brand')).json.displayName).toBe('Acme Robotics');
  });
});

describe('logo upload', () => {
  it('refuses SVG and HTML whatever their name, and files over the limit', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(owner, svg, 'logo.png', 'image/png')).status).toBe(415);
    expect((await upload(owner, svg, 'logo.svg', 'image/svg+xml')).status).toBe(415);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect((await upload(owner, html, 'logo.png', 'image/png')).status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(BRAND_LOGO_MAX_BYTES)]);
    expect((await upload(owner, big, 'big.png', 'image/png')).status).toBe(413);
    expect((await owner.get('/api/organization/brand')).json.logoUrl).toBeNull();
  });

  it('stores a PNG and serves it publicly with its sniffed type, nosniff and a cache header', async () => {
    const stored = await upload(owner, PNG, 'whatever.jpg', 'image/jpeg');
    expect(stored.status, stored.text).toBe(200);
    const logoUrl: string = stored.json.logoUrl;
    expect(logoUrl).toMatch(/^\/api\/public\/brands\/.+\/logo\?v=/);
    const anonymous = await fetch(new URL(logoUrl, t.url));
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('image/png');
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
    expect(anonymous.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(Buffer.from(await anonymous.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('removes the logo', async () => {
    const before = (await owner.get('/api/organization/brand')).json.logoUrl as string;
    const removed = await owner.delete('/api/organization/brand/logo');
    expect(removed.status).toBe(200);
    expect(removed.json.logoUrl).toBeNull();
    expect((await fetch(new URL(before, t.url))).status).toBe(404);
    expect((await upload(owner, PNG, 'logo.png', 'image/png')).status).toBe(200);
  });
});

describe('what candidates see', () => {
  it('the public posting carries the brand', async () => {
    const response = await fetch(new URL(`/api/public/postings/${postingId}`, t.url));
    const posting = (await response.json()) as { brand: Record<string, unknown> };
    expect(posting.brand).toMatchObject({
      name: 'Acme Robotics',
      accentColor: '#facc15',
      supportEmail: 'help@acme.example',
      websiteUrl: 'https://acme.example/careers',
    });
    expect(posting.brand.logoUrl).toMatch(/^\/api\/public\/brands\//);
  });

  it('the decision e-mail is from the employer and replies go to its support address', async () => {
    const [interviewId] = await insertInterviews(t.deps.database.db, [postingId], 1, { archivedShare: 0 });
    const [row] = await t.deps.database.db
      .update(interviews)
      .set({ submittedAt: new Date() })
      .where(eq(interviews.id, interviewId!))
      .returning({ email: interviews.candidateEmail });
    const sent = await owner.post(`/api/interviews/${interviewId}/decision-mail`, {
      subject: 'Your application',
      body: 'Thank you for your time.',
    });
    expect(sent.status, sent.text).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes(row!.email.toLowerCase()) || m.to.includes(row!.email));
    expect(mail.raw).toMatch(/^reply-to: help@acme\.example/im);
    expect(mail.raw).not.toMatch(new RegExp(`^reply-to: ${ownerEmail.replace(/[.+]/g, '\\$&')}`, 'im'));
    expect(mail.raw).toMatch(/^from: "?Acme Robotics"? </im);
    // The employer's words carry their own sign-off (the draft has one): none is added (0043).
    expect(mail.text.replace(/\r\n/g, '\n').trim()).toBe('Thank you for your time.');
    expect(mail.html).toContain('Thank you for your time.');
    expect(mail.html).toContain('border-top:6px solid #facc15');
  });
});
