import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, user } from '../../../src/server/db/schema.ts';
import { CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { HttpClient, signUpEmployer, uniqueEmail } from '../../support/http-client.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';

let t: TestApp;
let employer: HttpClient;
let postingId: string;
const longEmail = `${'a'.repeat(8000)}@example.com`;

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  employer = (await signUpEmployer(t.url)).client;
  postingId = (await createOpenPosting(employer, { title: 'Guarded', description: 'Inputs are checked.' })).json.id;
});
afterAll(async () => t?.close());

const usersNamed = async (email: string) =>
  (
    await t.deps.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email))
  ).length;

describe('NUL bytes and oversize fields are a 400, never a 500', () => {
  it('on sign-in and sign-up', async () => {
    const visitor = new HttpClient(t.url);
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email: longEmail, password: 'whatever-pass-1' }],
      ['/api/auth/sign-up/email', { name: 'Long Mail', email: longEmail, password: 'whatever-pass-1' }],
      ['/api/auth/sign-up/email', { name: 'x'.repeat(8000), email: uniqueEmail(), password: 'whatever-pass-1' }],
      ['/api/auth/sign-in/email', { email: 'nul\u0000@example.com', password: 'whatever-pass-1' }],
      ['/api/auth/sign-up/email', { name: 'Nul\u0000Name', email: 'nul-name@example.com', password: 'whatever-1' }],
      ['/api/auth/request-password-reset', { email: longEmail, redirectTo: '/update-password' }],
    ] as const) {
      const response = await visitor.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION');
    }
    expect(await usersNamed(longEmail)).toBe(0);
    expect(await usersNamed('nul-name@example.com')).toBe(0);
  });

  it('on candidate intake', async () => {
    const candidate = new CandidateClient(t.url);
    const cv = { bytes: MINIMAL_PDF, name: 'cv.pdf' };
    const long = await candidate.intake(postingId, { fullName: 'Long Mail', email: longEmail, consent: 'true' }, cv);
    expect(long.status).toBe(400);
    const nul = await candidate.intake(
      postingId,
      { fullName: 'Nul\u0000', email: 'n@example.com', consent: 'true' },
      cv,
    );
    expect(nul.status).toBe(400);
    const rows = await t.deps.database.db.select().from(interviews).where(eq(interviews.jobPostingId, postingId));
    expect(rows).toEqual([]);
  });

  it('on employer JSON endpoints and in the query string', async () => {
    const nul = await createOpenPosting(employer, { title: 'Nul\u0000', description: 'x' });
    expect(nul.status).toBe(400);
    const query = await employer.get('/api/interviews?q=%00');
    expect(query.status).toBe(400);
  });
});

describe('malformed bodies are a 400', () => {
  it('refuses JSON that is not an object', async () => {
    const cookie = await sessionCookie();
    for (const body of ['"text"', '[1,2]', 'null', '5', 'true']) {
      for (const path of ['/api/postings', '/api/auth/sign-in/email']) {
        const response = await rawRequest(t.url, 'POST', path, {
          body,
          headers: { 'content-type': 'application/json', origin: t.url, cookie },
        });
        expect(response.status, `${path} ${body}`).toBe(400);
      }
    }
  });

  it('refuses a truncated multipart upload', async () => {
    const boundary = '----screenroom-truncated';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="fullName"',
      '',
      'Trudy Truncated',
      `--${boundary}`,
      'Content-Disposition: form-data; name="cv"; filename="cv.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4 and then the connection',
    ].join('\r\n');
    const response = await rawRequest(t.url, 'POST', `/api/public/postings/${postingId}/interviews`, {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).error.code).toBe('VALIDATION');
  });
});

/** The employer's cookie header, for raw requests. */
async function sessionCookie(): Promise<string> {
  const { account } = await signUpEmployer(t.url);
  const response = await fetch(`${t.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
