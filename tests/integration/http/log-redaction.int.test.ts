import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, signUpEmployer } from '../../support/http-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pathOf } from '../../support/verification.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => t?.close());

async function queuedMailText(to: string, subjectStart: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const result = await t.deps.database.executeSql(
      `select data->>'text' as text from pgboss.job where name = 'send-mail' and data->>'to' = $1 and data->>'subject' like $2`,
      [to, `${subjectStart}%`],
    );
    const row = result.rows[0] as { text: string } | undefined;
    if (row) return row.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no mail queued');
}

describe('the logs hold no token, signature or e-mail address', () => {
  it('after a sign-up, a password reset and a signed file link', async () => {
    const { account } = await signUpEmployer(t.url, { email: 'Log.Person@example.com' });
    const visitor = new HttpClient(t.url);
    expect(
      (await visitor.post('/api/auth/request-password-reset', { email: account.email, redirectTo: '/update-password' }))
        .status,
    ).toBe(200);
    const resetLink = /(http:\/\/\S+\/api\/auth\/reset-password\/\S+)/.exec(
      await queuedMailText(account.email.toLowerCase(), 'Reset'),
    )![1]!;
    const resetToken = new URL(resetLink).pathname.split('/').pop()!;
    expect((await visitor.get(pathOf(resetLink))).status).toBe(302);

    await t.deps.blobs.put('logs/cv.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    const fileLink = new URL(await t.deps.blobs.signedUrl('logs/cv.pdf', { downloadName: 'cv.pdf' }));
    const signature = fileLink.searchParams.get('signature')!;
    expect((await visitor.get(fileLink.pathname + fileLink.search)).status).toBe(200);

    // Let the mail worker write (and log) the queued messages.
    await expect.poll(() => lines.some((line) => line.includes('written to')), { timeout: 15_000 }).toBe(true);

    const log = lines.join('');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('signature=[redacted]');
    expect(log).toContain('/api/auth/verify-email?token=[redacted]');
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(signature);
    expect(log.toLowerCase()).not.toContain('log.person@example.com');
    expect(log.toLowerCase()).not.toContain('log.person%40example.com');
    expect(log).not.toMatch(/session_token=/);
  });
});
