import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../bounded-pool.ts';

/**
 * What operators scrape at /metrics (docs/operations.md): one registry per process (tests build
 * several apps in one process, so nothing is registered globally). Series names follow
 * Prometheus conventions: seconds, `_total` for counters.
 */
export type Metrics = {
  registry: Registry;
  /** One finished HTTP request; `route` is the route's pattern, never the raw URL (tokens stay out). */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** From the declared end of a candidate's turn to the first event of the interviewer's reply. */
  turnReply(seconds: number): void;
  /** One transcription: how long it waited for a place and how long it ran. */
  transcription(waitSeconds: number, runSeconds: number, outcome: 'ok' | 'failed'): void;
  /** A transcription refused because the queue was full (the candidate is asked to retry). */
  transcriptionRefused(): void;
  /** The transcription pool whose depth is reported at each scrape. */
  watchTranscriptionPool(stats: () => PoolStats): void;
  /** One attempt of a background job; `retry` is true from its second attempt on. */
  jobAttempt(queue: string, outcome: 'completed' | 'failed', retry: boolean): void;
  /** One attempt at delivering a webhook. */
  webhookAttempt(outcome: 'succeeded' | 'failed'): void;
};

const LATENCY_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 30];
const TRANSCRIPTION_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 60];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'screenroom_' });

  const http = new Histogram({
    name: 'screenroom_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const reply = new Histogram({
    name: 'screenroom_turn_reply_seconds',
    help: "From the end of a candidate's turn to the first event of the interviewer's reply",
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const transcriptionWait = new Histogram({
    name: 'screenroom_transcription_wait_seconds',
    help: 'Time an answer waited in the transcription queue',
    buckets: TRANSCRIPTION_BUCKETS,
    registers: [registry],
  });
  const transcriptionRun = new Histogram({
    name: 'screenroom_transcription_duration_seconds',
    help: 'Time a transcription ran, by outcome',
    labelNames: ['outcome'] as const,
    buckets: TRANSCRIPTION_BUCKETS,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'screenroom_transcription_refused_total',
    help: 'Transcriptions refused because the queue was full',
    registers: [registry],
  });
  let poolStats: (() => PoolStats) | undefined;
  new Gauge({
    name: 'screenroom_transcription_queue_depth',
    help: 'Transcriptions waiting for a place (state="queued") or running (state="active")',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      this.set({ state: 'queued' }, stats?.queued ?? 0);
      this.set({ state: 'active' }, stats?.active ?? 0);
    },
  });
  const jobs = new Counter({
    name: 'screenroom_job_attempts_total',
    help: 'Background job attempts by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const retries = new Counter({
    name: 'screenroom_job_retries_total',
    help: 'Background job attempts that were retries of a failed attempt',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'screenroom_job_failures_total',
    help: 'Background job attempts that failed',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'screenroom_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const webhookFailures = new Counter({
    name: 'screenroom_webhook_delivery_failures_total',
    help: 'Webhook delivery attempts that failed (timeouts, refused connections, non-2xx answers)',
    registers: [registry],
  });
  // Series that exist before their first event, so dashboards and alerts see zeros, not gaps.
  webhookFailures.inc(0);
  refused.inc(0);

  return {
    registry,
    httpRequest: (method, route, status, seconds) =>
      http.observe({ method, route, status_code: String(status) }, seconds),
    turnReply: (seconds) => reply.observe(seconds),
    transcription(waitSeconds, runSeconds, outcome) {
      transcriptionWait.observe(waitSeconds);
      transcriptionRun.observe({ outcome }, runSeconds);
    },
    transcriptionRefused: () => refused.inc(),
    watchTranscriptionPool(stats) {
      poolStats = stats;
    },
    jobAttempt(queue, outcome, retry) {
      jobs.inc({ queue, outcome });
      if (retry) retries.inc({ queue });
      if (outcome === 'failed') jobFailures.inc({ queue });
    },
    webhookAttempt(outcome) {
      webhooks.inc({ outcome });
      if (outcome === 'failed') webhookFailures.inc();
    },
  };
}
