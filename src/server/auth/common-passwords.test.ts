import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('knows the usual suspects, whatever the case', () => {
    for (const password of ['12345678', 'password', 'Password1', 'qwertyuiop', 'iloveyou']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets uncommon passwords through', () => {
    expect(isCommonPassword('correct-horse-9')).toBe(false);
    expect(isCommonPassword('pale-lantern-orbit-42')).toBe(false);
  });
});
