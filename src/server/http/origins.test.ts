import { describe, expect, it } from 'vitest';
import { createOriginPolicy, normalizeOrigin } from './origins.ts';

const machine = () => ['127.0.0.1', '::1', '192.0.2.2', 'fd00::2'];
const local = (overrides: Partial<Parameters<typeof createOriginPolicy>[0]> = {}) =>
  createOriginPolicy({
    publicUrl: undefined,
    trustedOrigins: [],
    port: 4000,
    host: '0.0.0.0',
    interfaceAddresses: machine,
    hostname: () => 'Build-Box',
    ...overrides,
  });

describe('origin policy without PUBLIC_URL', () => {
  it('allows every local address of the machine on the listening port, and nothing else', () => {
    const policy = local();
    for (const origin of [
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
      'http://192.0.2.2:4000',
      'http://[fd00::2]:4000',
      'http://build-box:4000',
      'HTTP://LOCALHOST:4000/',
    ]) {
      expect(policy.isAllowed(origin), origin).toBe(true);
    }
    for (const origin of [
      'http://localhost:3000',
      'https://localhost:4000',
      'http://evil.example:4000',
      'http://192.0.2.3:4000',
      'null',
      '',
      undefined,
      'javascript:alert(1)',
    ]) {
      expect(policy.isAllowed(origin), String(origin)).toBe(false);
    }
  });

  it('follows the port actually bound', () => {
    const policy = local({ port: 0 });
    policy.listening(41234);
    expect(policy.isAllowed('http://127.0.0.1:41234')).toBe(true);
    expect(policy.defaultBaseUrl()).toBe('http://localhost:41234');
  });

  it('adds TRUSTED_ORIGINS', () => {
    expect(local({ trustedOrigins: ['http://localhost:5173'] }).isAllowed('http://localhost:5173')).toBe(true);
  });

  it('makes links with the address the request came from, else the derived default', () => {
    const policy = local();
    expect(policy.baseUrlFor({ origin: 'http://192.0.2.2:4000', host: 'localhost:4000' })).toBe(
      'http://192.0.2.2:4000',
    );
    expect(policy.baseUrlFor({ host: '127.0.0.1:4000' })).toBe('http://127.0.0.1:4000');
    expect(policy.baseUrlFor(new Headers({ host: '[::1]:4000' }))).toBe('http://[::1]:4000');
    expect(policy.baseUrlFor({ origin: 'http://evil.example', host: 'evil.example' })).toBe('http://localhost:4000');
  });

  it('prints every IPv4 address when bound to 0.0.0.0, one address otherwise', () => {
    expect(local().startUrls()).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://192.0.2.2:4000']);
    expect(local({ host: '::' }).startUrls()).toContain('http://[fd00::2]:4000');
    expect(local({ host: '127.0.0.1' }).startUrls()).toEqual(['http://127.0.0.1:4000']);
  });
});

describe('origin policy with PUBLIC_URL', () => {
  const policy = local({ publicUrl: 'https://hire.example.com/', trustedOrigins: ['https://admin.example.com'] });

  it('allows only PUBLIC_URL and TRUSTED_ORIGINS', () => {
    expect(policy.isAllowed('https://hire.example.com')).toBe(true);
    expect(policy.isAllowed('https://admin.example.com')).toBe(true);
    expect(policy.isAllowed('http://127.0.0.1:4000')).toBe(false);
    expect(policy.isAllowed('http://localhost:4000')).toBe(false);
  });

  it('always links to PUBLIC_URL and names it when refusing', () => {
    expect(policy.baseUrlFor({ origin: 'https://admin.example.com' })).toBe('https://hire.example.com');
    expect(policy.startUrls()).toEqual(['https://hire.example.com']);
    expect(policy.refusal('http://10.1.1.1:3000')).toBe(
      'This Screenroom server is configured for https://hire.example.com, not http://10.1.1.1:3000. ' +
        'Open https://hire.example.com, or set PUBLIC_URL (or TRUSTED_ORIGINS) to the address you use.',
    );
  });
});

describe('normalizeOrigin', () => {
  it('keeps scheme, host and port only', () => {
    expect(normalizeOrigin('http://Example.com:80/path?q')).toBe('http://example.com');
    expect(normalizeOrigin('ftp://example.com')).toBeUndefined();
    expect(normalizeOrigin('not a url')).toBeUndefined();
  });
});
