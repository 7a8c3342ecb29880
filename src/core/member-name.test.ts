import { describe, expect, it } from 'vitest';
import { memberName } from './member-name.ts';

describe('memberName', () => {
  it('names a member by their name, trimmed', () => {
    expect(memberName({ name: '  Ada Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });

  it('falls back to the e-mail when the name is missing or blank', () => {
    expect(memberName({ name: null, email: 'ada@example.com' })).toBe('ada@example.com');
    expect(memberName({ name: '   ', email: 'ada@example.com' })).toBe('ada@example.com');
  });
});
