import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, REMOTE_STT_CONCURRENCY, sttConcurrency } from './env.ts';

describe('parseEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.AI_API_KEY).toBeUndefined();
  });

  it('keeps the audit log at least 183 days; AUDIT_RETENTION_DAYS may only lengthen it', () => {
    expect(parseEnv({}).AUDIT_RETENTION_DAYS).toBe(183);
    expect(parseEnv({ AUDIT_RETENTION_DAYS: '730' }).AUDIT_RETENTION_DAYS).toBe(730);
    expect(() => parseEnv({ AUDIT_RETENTION_DAYS: '90' })).toThrow(/AUDIT_RETENTION_DAYS: must be at least 183/);
  });

  it('sends the digest at 07:05 UTC unless DIGEST_HOUR and DIGEST_TIME_ZONE say otherwise', () => {
    expect(parseEnv({})).toMatchObject({ DIGEST_HOUR: 7, DIGEST_TIME_ZONE: 'UTC' });
    expect(parseEnv({ DIGEST_HOUR: '18', DIGEST_TIME_ZONE: 'Europe/Berlin' })).toMatchObject({
      DIGEST_HOUR: 18,
      DIGEST_TIME_ZONE: 'Europe/Berlin',
    });
    expect(() => parseEnv({ DIGEST_HOUR: '24' })).toThrow(/DIGEST_HOUR/);
    expect(() => parseEnv({ DIGEST_HOUR: '7.5' })).toThrow(/DIGEST_HOUR/);
    expect(() => parseEnv({ DIGEST_TIME_ZONE: 'Mars/Olympus' })).toThrow(/DIGEST_TIME_ZONE: must be an IANA time zone/);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('requires AUTH_SECRET in production and the webhook secret with Stripe', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    const secret = 'x'.repeat(32);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: secret })).toThrow(/PUBLIC_URL: required/);
    expect(
      parseEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, PUBLIC_URL: 'https://hire.example' }).PUBLIC_URL,
    ).toBe('https://hire.example');
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('trusts no proxy by default, also in production; TRUSTED_PROXIES takes hops or addresses', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://hire.example.com' })
        .TRUSTED_PROXIES,
    ).toBe(false);
    expect(parseEnv({ TRUSTED_PROXIES: '1' }).TRUSTED_PROXIES).toBe(1);
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' }).TRUSTED_PROXIES).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'true' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('parses lists and booleans', () => {
    const env = parseEnv({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ', S3_FORCE_PATH_STYLE: 'true' });
    expect(env.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('bounds transcription by the CPU count unless told otherwise', () => {
    expect(sttConcurrency(parseEnv({}))).toBe(availableParallelism());
    expect(sttConcurrency(parseEnv({ AI_API_KEY: 'sk-x' }))).toBe(REMOTE_STT_CONCURRENCY);
    expect(sttConcurrency(parseEnv({ AI_API_KEY: 'sk-x', STT_CONCURRENCY: '3' }))).toBe(3);
    expect(parseEnv({}).STT_QUEUE_MAX).toBeUndefined();
    expect(parseEnv({ STT_CONCURRENCY: '3', STT_QUEUE_MAX: '0' })).toMatchObject({
      STT_CONCURRENCY: 3,
      STT_QUEUE_MAX: 0,
    });
    expect(() => parseEnv({ STT_CONCURRENCY: '0' })).toThrow(/STT_CONCURRENCY/);
    expect(() => parseEnv({ STT_QUEUE_MAX: '-1' })).toThrow(/STT_QUEUE_MAX/);
  });
});
