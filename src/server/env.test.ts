import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.AI_API_KEY).toBeUndefined();
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

  it('parses lists and booleans', () => {
    const env = parseEnv({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ', S3_FORCE_PATH_STYLE: 'true' });
    expect(env.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('bounds transcription by the CPU count unless told otherwise', () => {
    expect(parseEnv({}).STT_CONCURRENCY).toBe(availableParallelism());
    expect(parseEnv({}).STT_QUEUE_MAX).toBeUndefined();
    expect(parseEnv({ STT_CONCURRENCY: '3', STT_QUEUE_MAX: '0' })).toMatchObject({
      STT_CONCURRENCY: 3,
      STT_QUEUE_MAX: 0,
    });
    expect(() => parseEnv({ STT_CONCURRENCY: '0' })).toThrow(/STT_CONCURRENCY/);
    expect(() => parseEnv({ STT_QUEUE_MAX: '-1' })).toThrow(/STT_QUEUE_MAX/);
  });

  it('trusts X-Forwarded-For from local and private-network proxies unless told otherwise', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe('loopback,linklocal,uniquelocal');
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: ' 203.0.113.4, 10.0.0.0/8 ' }).TRUST_PROXY).toBe('203.0.113.4, 10.0.0.0/8');
  });
});
