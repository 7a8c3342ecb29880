import { describe, expect, it } from 'vitest';
import { loginHrefWithMessage, loginMessageFor, loginMessages } from './login-messages';

describe('login notices', () => {
  it('shows the text of a known code', () => {
    expect(loginMessageFor('password-updated')).toBe(loginMessages['password-updated']);
    expect(loginHrefWithMessage('password-updated')).toBe('/login?message=password-updated');
  });

  it('shows nothing for free text, inherited keys or no code', () => {
    expect(loginMessageFor('Your account is locked, call +1 555 0100')).toBeNull();
    expect(loginMessageFor('toString')).toBeNull();
    expect(loginMessageFor('__proto__')).toBeNull();
    expect(loginMessageFor('')).toBeNull();
    expect(loginMessageFor(null)).toBeNull();
  });
});
