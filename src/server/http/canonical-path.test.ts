import { describe, expect, it } from 'vitest';
import { isCanonicalPath, rateLimitPathKey } from './canonical-path.ts';

describe('isCanonicalPath', () => {
  it.each([
    '/api/auth/sign-in/email',
    '/api/auth/sign-in/email?x=1',
    '/api/public/postings/0b3f0a4e-5d1c-4c1e-9a8e-3f1b2c3d4e5f',
    '/',
    '/dashboard',
    '/assets/index-abc.js',
    '/api/blobs/cv%20file.pdf?sig=a%2Fb',
    '/a.b/c..d/.well-known',
  ])('accepts %s', (path) => expect(isCanonicalPath(path)).toBe(true));

  it.each([
    '/api/auth/./sign-in/email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/%2E%2E/auth/sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/sign-in/email/.',
    '//api/auth/sign-in/email',
    '/api/auth//sign-in/email',
    '/api/auth%2Fsign-in/email',
    '/api/auth/sign-in%2femail',
    '/api/auth/sign-in%5cemail',
    '/api/auth\\sign-in/email',
    '/api/auth/%73ign-in/email',
    '/api/auth/sign-in/%65mail',
    '/api/auth/sign%2Din/email',
    'api/auth/sign-in/email',
  ])('refuses %s', (path) => expect(isCanonicalPath(path)).toBe(false));
});

describe('rateLimitPathKey', () => {
  it('ignores case, trailing slashes and the query', () => {
    expect(rateLimitPathKey('/API/Auth/Sign-In/Email/?a=1')).toBe('/api/auth/sign-in/email');
    expect(rateLimitPathKey('/')).toBe('/');
  });
});
