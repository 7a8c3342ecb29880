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

  it('removes every token carried in a path (issue #22, finding 10)', () => {
    expect(redactText('/api/public/invitations/inv_tok-123')).toBe('/api/public/invitations/[redacted]');
    expect(redactText('/invite/inv_tok-123?x=1')).toBe('/invite/[redacted]?x=1');
    expect(redactText('/api/public/second-round/srt_456/pick')).toBe('/api/public/second-round/[redacted]/pick');
    expect(redactText('/second-round/srt_456')).toBe('/second-round/[redacted]');
    expect(redactText('/invitations/AbC123')).toBe('/invitations/[redacted]');
    expect(redactText('/api/auth/organization/get-invitation?id=AbC123')).toBe(
      '/api/auth/organization/get-invitation?id=[redacted]',
    );
    // Routes named like a token path stay readable.
    expect(redactText('/api/postings/p1/invitations/import')).toBe('/api/postings/p1/invitations/import');
    expect(redactText('/api/postings/p1/invitations?page=2')).toBe('/api/postings/p1/invitations?page=2');
    expect(redactText('/api/interviews/i1/second-round')).toBe('/api/interviews/i1/second-round');
  });
});
