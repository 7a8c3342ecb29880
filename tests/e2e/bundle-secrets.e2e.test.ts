import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Values no browser may ever see, set in the build's environment as a trap. */
const SECRETS = {
  AUTH_SECRET: 'sentinel-auth-secret-0123456789abcdef',
  AI_API_KEY: 'sk-sentinel-ai-key-4242',
  AI_BASE_URL: 'http://sentinel-ai-provider.invalid/v1',
  AI_CHAT_MODEL: 'sentinel-chat-model',
  STRIPE_SECRET_KEY: 'sk_test_sentinel_stripe',
  STRIPE_WEBHOOK_SECRET: 'whsec_sentinel',
  DATABASE_URL: 'postgres://sentinel:pw@db.invalid/screenroom',
  SMTP_URL: 'smtp://sentinel:pw@mail.invalid:587',
  S3_SECRET_ACCESS_KEY: 'sentinel-s3-secret',
};

let outDir: string;
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the built client bundle', () => {
  it('contains no server secret, provider URL, model name or env variable name', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'screenroom-bundle-'));
    await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      env: { ...process.env, ...SECRETS, NODE_ENV: 'production' },
      maxBuffer: 10 * 1024 * 1024,
    });
    const files = (await readdir(outDir, { recursive: true })).filter((f) => /\.(js|html|css|map)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    const bundle = (await Promise.all(files.map((f) => readFile(path.join(outDir, f), 'utf8')))).join('\n');
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(bundle, `${name} value leaked`).not.toContain(value);
      // better-auth's isomorphic env helper names AUTH_SECRET (read as undefined in a browser);
      // its value is what matters there. Every other name is ours alone and must not appear.
      if (name === 'AUTH_SECRET') continue;
      expect(bundle, `${name} name appears`).not.toMatch(new RegExp(`(?<![A-Z_])${name}(?![A-Z_])`));
    }
    expect(bundle).not.toMatch(/\bsk-[A-Za-z0-9]{10,}/);
    expect(bundle).not.toContain('api.openai.com');
  });
});
