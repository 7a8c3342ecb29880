import { expect } from 'vitest';
import { insertInterviews } from './factories.ts';
import { signUpEmployer } from './http-client.ts';
import type { TestApp } from './test-app.ts';

/** The text of the newest mail queued to `to` whose subject starts with `subject`, read from the send-mail job. */
export async function queuedMailText(t: TestApp, to: string, subject: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await t.deps.database.executeSql(
      `select data->>'text' as text from pgboss.job where name = 'send-mail' and lower(data->>'to') = lower($1)
       and starts_with(data->>'subject', $2) order by created_on desc limit 1`,
      [to, subject],
    );
    const row = result.rows[0] as { text: string } | undefined;
    if (row) return row.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" queued for ${to}`);
}

/**
 * An accepted, submitted interview whose decision e-mail offered two second-round slots; returns
 * the employer, the interview and the candidate's scheduling token read from the queued e-mail.
 */
export async function acceptedWithSecondRound(t: TestApp) {
  const employer = await signUpEmployer(t.url, { name: 'Second Round Employer' });
  const posting = await employer.client.post('/api/postings', { title: 'Analyst', description: 'Reads numbers.' });
  expect(posting.status).toBe(201);
  const [interviewId] = await insertInterviews(t.deps.database.db, [posting.json.id], 1, { turns: false });
  const details = await employer.client.get(`/api/interviews/${interviewId}`);
  const candidateEmail = details.json.candidateEmail as string;
  expect((await employer.client.patch(`/api/interviews/${interviewId}/status`, { status: 'accepted' })).status).toBe(
    200,
  );
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const subject = `Next steps ${interviewId}`;
  const sent = await employer.client.post(`/api/interviews/${interviewId}/decision-mail`, {
    subject,
    body: 'Dear candidate,\n\nPlease choose a time.',
    includeBookingLink: false,
    slots: [
      { startsAt: inDays(3), durationMinutes: 30 },
      { startsAt: inDays(4), durationMinutes: 30 },
    ],
  });
  expect(sent.status).toBe(202);
  const text = await queuedMailText(t, candidateEmail, subject);
  const token = /\/second-round\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no second-round link in the decision e-mail');
  return { employer, interviewId: interviewId!, candidateEmail, token };
}
