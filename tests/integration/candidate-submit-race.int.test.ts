import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateFeedbackJob } from '../../src/server/jobs/generate-feedback.ts';
import { CandidateClient, MINIMAL_PDF } from '../support/candidate-client.ts';
import { signUpEmployer } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let postingId: string;

beforeAll(async () => {
  // No workers: the queued jobs stay in the queue to be counted.
  t = await startTestApp({}, { workers: false });
  const { client } = await signUpEmployer(t.url);
  const posting = await client.post('/api/postings', {
    title: 'Backend Engineer',
    description: 'We need a backend engineer with PostgreSQL, Node.js and TypeScript experience.',
  });
  postingId = posting.json.id;
});
afterAll(async () => t?.close());

// Found by bench/scale-out.ts: a double click (or a retried request on another web process)
// sent two submissions that both passed the "not yet submitted" check and queued two assessments.
it('queues one assessment when an interview is submitted twice at once', async () => {
  const c = new CandidateClient(t.url);
  await c.intake(
    postingId,
    { fullName: 'Dana Double', email: 'dana@example.com', consent: 'true' },
    {
      bytes: MINIMAL_PDF,
      name: 'cv.pdf',
    },
  );
  expect((await c.next()).status).toBe(200);

  const statuses = (await Promise.all([c.submit(), c.submit(), c.submit()])).map((r) => r.status).sort();
  expect(statuses).toEqual([200, 409, 409]);

  const { rows } = await t.deps.database.executeSql(
    `select count(*)::int as jobs from pgboss.job where name = $1 and data->>'interviewId' = $2`,
    [generateFeedbackJob.name, c.interviewId],
  );
  expect(rows[0]!.jobs).toBe(1);
});
