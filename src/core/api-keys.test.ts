import { describe, expect, it } from 'vitest';
import { ACTIONS } from './access.ts';
import { apiKeyPrefix, isApiKeyShaped, SCOPE_ACTIONS, scopesAllow } from './api-keys.ts';

const KEY = `sr_live_ab12cd${'0'.repeat(42)}`;

describe('API keys', () => {
  it('recognises only keys of our shape', () => {
    expect(isApiKeyShaped(KEY)).toBe(true);
    expect(isApiKeyShaped(`${KEY}0`)).toBe(false);
    expect(isApiKeyShaped(KEY.toUpperCase())).toBe(false);
    expect(isApiKeyShaped('Bearer')).toBe(false);
    expect(isApiKeyShaped('')).toBe(false);
  });

  it('shows the marker and six characters as the prefix', () => {
    expect(apiKeyPrefix(KEY)).toBe('sr_live_ab12cd');
  });

  it('grants reads to read, writes to write, and nothing else', () => {
    expect(scopesAllow(['read'], 'posting.read')).toBe(true);
    expect(scopesAllow(['read'], 'posting.create')).toBe(false);
    expect(scopesAllow(['write'], 'posting.read')).toBe(false);
    expect(scopesAllow(['read', 'write'], 'interview.decide')).toBe(true);
    expect(scopesAllow(['write'], 'plan.edit')).toBe(true);
    expect(scopesAllow(['read'], 'plan.edit')).toBe(false);
    for (const action of ['members.manage', 'api-keys.manage', 'billing.manage', 'organization.delete'] as const) {
      expect(scopesAllow(['read', 'write'], action)).toBe(false);
    }
    for (const actions of Object.values(SCOPE_ACTIONS)) for (const a of actions) expect(ACTIONS).toContain(a);
  });
});
