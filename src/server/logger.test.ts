import { describe, expect, it } from 'vitest';
import { redactText } from './logger.ts';

describe('redactText', () => {
  it('removes tokens, signatures and e-mail addresses', () => {
    expect(redactText('/api/auth/reset-password/abc123?callbackURL=%2Fupdate-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=[redacted]',
    );
    expect(redactText('/api/blobs/cvs/x.pdf?expires=1700000000&signature=deadbeef&name=cv.pdf')).toBe(
      '/api/blobs/cvs/x.pdf?expires=[redacted]&signature=[redacted]&name=cv.pdf',
    );
    expect(redactText('/api/auth/verify-email?token=eyJ.x.y&callbackURL=/')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
    );
    expect(redactText('mail for Ada.Lovelace+x@example.co.uk written to data/outbox/ada%40example.com.eml')).toBe(
      'mail for [email] written to data/outbox/[email]',
    );
    expect(redactText('/dashboard?page=2')).toBe('/dashboard?page=2');
  });
});
