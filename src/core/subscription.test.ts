import { describe, expect, it } from 'vitest';
import { isSubscriptionActive } from './subscription.ts';

describe('isSubscriptionActive', () => {
  it('treats every account as active when billing is off', () => {
    expect(isSubscriptionActive(null, false)).toBe(true);
    expect(isSubscriptionActive({ status: 'none', isFree: false }, false)).toBe(true);
  });
  it('is active when the status is active or trialing', () => {
    expect(isSubscriptionActive({ status: 'active', isFree: false }, true)).toBe(true);
    expect(isSubscriptionActive({ status: 'trialing', isFree: false }, true)).toBe(true);
  });
  it('is active when the account is flagged free, whatever the status', () => {
    expect(isSubscriptionActive({ status: 'canceled', isFree: true }, true)).toBe(true);
  });
  it('is inactive without a plan or with a lapsed one', () => {
    expect(isSubscriptionActive(null, true)).toBe(false);
    expect(isSubscriptionActive({ status: 'none', isFree: false }, true)).toBe(false);
    expect(isSubscriptionActive({ status: 'past_due', isFree: false }, true)).toBe(false);
  });
});
