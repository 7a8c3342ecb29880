import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { envSchema, parseEnv } from './env.ts';
import { projectRoot } from './paths.ts';

// compose.yaml, .env.example and the Dockerfile name settings the server reads: a renamed or
// misspelt one would be ignored silently in production, so each is checked against env.ts.
const known = new Set(Object.keys(envSchema.shape));
/** Variables the compose file itself reads (interpolation), not the app. */
const composeOnly = new Set(['POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD', 'S3_BUCKET']);
const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

type Service = { environment?: Record<string, string>; image?: string; build?: string };
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };

describe('compose.yaml', () => {
  test('web and worker run the same image with the roles the server knows', () => {
    const { web, worker } = compose.services;
    expect(web?.environment?.ROLE).toBe('web');
    expect(worker?.environment?.ROLE).toBe('worker');
    expect(web?.image).toBe(worker?.image);
    expect(web?.environment?.NODE_ENV).toBe('production');
  });

  test('every setting given to web and worker is one the server reads', () => {
    for (const name of ['web', 'worker'])
      for (const key of Object.keys(compose.services[name]?.environment ?? {})) expect(known, key).toContain(key);
  });
});

test('.env.example names only settings the server reads or compose needs', () => {
  const keys = read('.env.example')
    .split('\n')
    .map((line) => line.replace(/^#\s*/, '').match(/^([A-Z][A-Z0-9_]+)=/)?.[1])
    .filter((key): key is string => Boolean(key));
  expect(keys.length).toBeGreaterThan(5);
  for (const key of keys) expect(known.has(key) || composeOnly.has(key), key).toBe(true);
});

test("the Dockerfile's defaults are valid settings", () => {
  const block = read('Dockerfile').match(/^ENV (DATA_DIR=[\s\S]*?)\n(?!\s)/m)?.[1] ?? '';
  const pairs = Object.fromEntries(
    block
      .split(/\\\n/)
      .map((part) => part.trim().split('='))
      .filter(([key]) => key && /^[A-Z_]+$/.test(key))
      .map(([key, value]) => [key!, value!]),
  );
  const appKeys = Object.keys(pairs).filter((key) => !key.startsWith('NPM_CONFIG_'));
  expect(appKeys).toEqual(expect.arrayContaining(['DATA_DIR', 'HOST', 'PORT', 'ROLE']));
  for (const key of appKeys) expect(known, key).toContain(key);
  expect(() => parseEnv(pairs)).not.toThrow();
});
