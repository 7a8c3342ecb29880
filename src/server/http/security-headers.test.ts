import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { contentSecurityPolicy, storageOrigins, swaggerUiPolicy } from './security-headers.ts';

describe('content security policy', () => {
  it('lets recordings play from the bucket when files live in S3', () => {
    expect(storageOrigins(parseEnv({}))).toEqual([]);
    expect(storageOrigins(parseEnv({ S3_BUCKET: 'clips', S3_REGION: 'eu-west-1' }))).toEqual([
      'https://clips.s3.eu-west-1.amazonaws.com',
      'https://s3.eu-west-1.amazonaws.com',
    ]);
    const minio = parseEnv({ S3_BUCKET: 'clips', S3_ENDPOINT: 'http://minio.local:9000' });
    expect(contentSecurityPolicy(minio)['media-src']).toEqual([
      "'self'",
      'blob:',
      'http://minio.local:9000',
      'http://clips.minio.local:9000',
    ]);
  });

  it('upgrades insecure requests only on an https install', () => {
    expect(contentSecurityPolicy(parseEnv({}))['upgrade-insecure-requests']).toBeNull();
    expect(contentSecurityPolicy(parseEnv({ PUBLIC_URL: 'https://x.example' }))['upgrade-insecure-requests']).toEqual(
      [],
    );
  });

  it('keeps the API reference unframeable and without forced https on http', () => {
    const policy = swaggerUiPolicy(parseEnv({}))(
      "default-src 'self'; frame-ancestors 'self'; style-src 'self' https: 'sha256-x'; upgrade-insecure-requests;",
    );
    expect(policy).toBe("default-src 'self'; frame-ancestors 'none'; style-src 'self' 'unsafe-inline';");
  });
});
