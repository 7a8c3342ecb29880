import { describe, expect, it } from 'vitest';
import {
  isDeliverySuccess,
  nextAttemptAt,
  retryDelaySeconds,
  shouldDisableEndpoint,
  WEBHOOK_RETRY_WINDOW_HOURS,
  webhookMessages,
  webhookUrlProblem,
} from './webhooks.ts';

const HOUR = 3600_000;

describe('retry schedule', () => {
  it('doubles from 30 seconds and is capped at one hour', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n))).toEqual([30, 60, 120, 240, 480]);
    expect(retryDelaySeconds(8)).toBe(3600);
    expect(retryDelaySeconds(40)).toBe(3600);
  });

  it('follows a smaller base (tests) with the same shape', () => {
    expect([1, 2, 3].map((n) => retryDelaySeconds(n, 0.5))).toEqual([0.5, 1, 2]);
  });

  it('schedules the next attempt from now', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    const now = new Date('2026-01-01T00:01:00Z');
    expect(nextAttemptAt({ attempt: 2, firstAttemptAt: first, now })).toEqual(new Date('2026-01-01T00:02:00Z'));
  });

  it('stops once the next attempt would fall after 24 hours since the first', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    const late = new Date(first.getTime() + WEBHOOK_RETRY_WINDOW_HOURS * HOUR - 10 * 60_000);
    expect(nextAttemptAt({ attempt: 30, firstAttemptAt: first, now: late })).toBeNull();
    const early = new Date(first.getTime() + 2 * HOUR);
    expect(nextAttemptAt({ attempt: 30, firstAttemptAt: first, now: early })).toEqual(new Date(early.getTime() + HOUR));
  });

  it('counts only 2xx as success', () => {
    expect([200, 204, 299].every(isDeliverySuccess)).toBe(true);
    expect([null, 199, 301, 404, 500].some(isDeliverySuccess)).toBe(false);
  });
});

describe('auto-disable', () => {
  const failedFrom = new Date('2026-01-01T00:00:00Z');
  it('disables an endpoint that never succeeded or not since the failed delivery began', () => {
    expect(shouldDisableEndpoint({ lastSuccessAt: null, failedDeliveryFirstAttemptAt: failedFrom })).toBe(true);
    expect(
      shouldDisableEndpoint({
        lastSuccessAt: new Date(failedFrom.getTime() - 1),
        failedDeliveryFirstAttemptAt: failedFrom,
      }),
    ).toBe(true);
  });
  it('keeps an endpoint that answered once meanwhile', () => {
    expect(
      shouldDisableEndpoint({
        lastSuccessAt: new Date(failedFrom.getTime() + HOUR),
        failedDeliveryFirstAttemptAt: failedFrom,
      }),
    ).toBe(false);
  });
});

describe('endpoint address', () => {
  const relaxed = { requireHttps: false };
  it('accepts http(s) addresses', () => {
    expect(webhookUrlProblem('https://hooks.example.com/screenroom', { requireHttps: true })).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/hook', relaxed)).toBeNull();
  });
  it('refuses other schemes, credentials, long addresses and http in production', () => {
    expect(webhookUrlProblem('ftp://example.com', relaxed)).toBe(webhookMessages.urlInvalid);
    expect(webhookUrlProblem('javascript:alert(1)', relaxed)).toBe(webhookMessages.urlInvalid);
    expect(webhookUrlProblem('not a url', relaxed)).toBe(webhookMessages.urlInvalid);
    expect(webhookUrlProblem('https://user:pw@example.com/', relaxed)).toBe(webhookMessages.urlCredentials);
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2000)}`, relaxed)).toBe(webhookMessages.urlTooLong);
    expect(webhookUrlProblem('http://example.com/', { requireHttps: true })).toBe(webhookMessages.httpsRequired);
  });
});
