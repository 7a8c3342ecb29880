import { describe, expect, it } from 'vitest';
import { VERIFIED_PRIVILEGES, verifiedPrivilegeMessages, verifiedPrivilegeRefusal } from './verified-privileges.ts';

describe('verified privileges', () => {
  it('refuses every privilege to an unverified account with a message that says to verify', () => {
    for (const privilege of VERIFIED_PRIVILEGES) {
      const refusal = verifiedPrivilegeRefusal({ emailVerified: false }, privilege);
      expect(refusal).toBe(verifiedPrivilegeMessages[privilege]);
      expect(refusal).toMatch(/^Verify your e-mail address before /);
    }
  });

  it('grants every privilege to a verified account', () => {
    for (const privilege of VERIFIED_PRIVILEGES) {
      expect(verifiedPrivilegeRefusal({ emailVerified: true }, privilege)).toBeNull();
    }
  });
});
