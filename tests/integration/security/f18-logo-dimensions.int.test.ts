import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandMessages } from '../../../src/core/api/brand.ts';
import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MAX_PIXELS } from '../../../src/core/brand.ts';
import { type HttpClient } from '../../support/http-client.ts';
import { blankPng } from '../../support/images.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Issue #22, finding 18: a 20,000 × 20,000 px logo of 48 KB was accepted (only bytes were
 * limited), and every candidate page would make the browser decode 400 million pixels.
 * Replay: upload exactly such a PNG, then one just inside the limit.
 */
let t: TestApp;
let owner: HttpClient;

const upload = (bytes: Buffer) => {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
  return owner.request('POST', '/api/organization/brand/logo', form);
};

beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
  ({ client: owner } = await actorFor(t, 'owner', { name: 'Logo Owner' }));
}, 120_000);
afterAll(async () => t?.close());

describe('finding 18: logo pixel dimensions', () => {
  it('refuses a 20,000 × 20,000 px PNG that is small in bytes, with a clear message', async () => {
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(BRAND_LOGO_MAX_BYTES);
    const refused = await upload(bomb);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(brandMessages.logoTooManyPixels({ width: 20_000, height: 20_000 }));
    expect(refused.json.error.message).toContain('20000 × 20000');
    expect((await owner.get('/api/organization/brand')).json.logoUrl).toBeNull();
  });

  it('refuses one side over the limit and accepts a logo at the limit', async () => {
    expect((await upload(blankPng(BRAND_LOGO_MAX_PIXELS + 1, 10))).status).toBe(400);
    const accepted = await upload(blankPng(BRAND_LOGO_MAX_PIXELS, 200));
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.logoUrl).toBeTruthy();
  });
});
