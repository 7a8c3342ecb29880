import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../../support/candidate-client.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

const TOKEN = 'metrics-token-0123456789';

/** Value of one series line (`name{labels} value`), summed over every line that matches. */
function seriesValue(text: string, name: string, labels: string[] = []): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(name) && labels.every((label) => line.includes(label)))
    .map((line) => Number(line.split(' ').at(-1)))
    .reduce((a, b) => a + b, 0);
}

describe('metrics with a token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => app.close());

  const scrape = async (token = TOKEN) => {
    const response = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  test('a scrape without the token, or with another, is refused', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await scrape('wrong-token-0123456789')).status).toBe(401);
  });

  test('a scrape during an interview shows HTTP latency, reply latency, the transcription queue, jobs and webhooks', async () => {
    const { client } = await actorFor(app, 'owner');
    const posting = await createOpenPosting(client, {
      title: 'Beekeeper',
      description: 'Looks after forty hives: inspections, swarm control, honey harvest and queen rearing.',
    });
    expect(posting.status).toBe(201);
    const candidate = new CandidateClient(app.url);
    const intake = await candidate.intake(
      posting.json.id,
      { fullName: 'Mira Candidate', email: 'mira@example.com', consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    expect(intake.status).toBe(201);
    const first = botTurnOf((await candidate.next()).events);
    const answered = await candidate.answer(first.turn.seq + 1, {
      text: 'Last spring I split three strong colonies before they swarmed and reared two new queens.',
    });
    botTurnOf(answered.events);

    // The interview is still going: this is the scrape an operator's Prometheus makes.
    const metrics = await scrape();
    expect(metrics.status).toBe(200);
    expect(metrics.type).toContain('text/plain');
    expect(seriesValue(metrics.text, 'screenroom_turn_reply_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(metrics.text, 'screenroom_http_request_duration_seconds_count', [
        'route="/api/public/interviews/:interviewId/answers"',
        'status_code="200"',
      ]),
    ).toBeGreaterThanOrEqual(1);
    // Route patterns only: no interview id or token ever becomes a label.
    expect(metrics.text).not.toContain(candidate.interviewId);
    expect(metrics.text).not.toContain(candidate.token);
    expect(metrics.text).toMatch(/screenroom_transcription_queue_depth\{state="queued"\} 0/);
    expect(metrics.text).toMatch(/screenroom_transcription_queue_depth\{state="active"\} 0/);
    expect(metrics.text).toContain('screenroom_transcription_duration_seconds');
    expect(metrics.text).toContain('screenroom_job_attempts_total');
    expect(metrics.text).toContain('screenroom_job_failures_total');
    expect(metrics.text).toContain('screenroom_job_retries_total');
    expect(metrics.text).toMatch(/screenroom_webhook_delivery_failures_total \d+/);
    expect(metrics.text).toContain('screenroom_process_resident_memory_bytes');
  }, 90_000);

  test('liveness answers; readiness turns 503 while the process drains for a shutdown', async () => {
    expect((await fetch(`${app.url}/api/health/live`)).status).toBe(200);
    const ready = await fetch(`${app.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, draining: false });
    app.deps.lifecycle.draining = true;
    try {
      const draining = await fetch(`${app.url}/api/health/ready`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ ok: false, draining: true });
      expect((await fetch(`${app.url}/api/health/live`)).status).toBe(200);
    } finally {
      app.deps.lifecycle.draining = false;
    }
  });
});

test('without METRICS_TOKEN the main port serves no /metrics', async () => {
  const app = await startTestApp({}, { workers: false });
  try {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
  } finally {
    await app.close();
  }
});
