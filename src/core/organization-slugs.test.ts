import { describe, expect, it } from 'vitest';
import { isReservedSlug, personalSlug } from './organization-slugs.ts';

describe('organization slugs', () => {
  it('reserves every personal slug, in any letter case and with spaces around it', () => {
    expect(isReservedSlug(personalSlug('3f1c0a9e-0000-4000-8000-000000000000'))).toBe(true);
    expect(isReservedSlug('Personal-someone')).toBe(true);
    expect(isReservedSlug('  PERSONAL-x')).toBe(true);
  });

  it('leaves other slugs free', () => {
    expect(isReservedSlug('acme')).toBe(false);
    expect(isReservedSlug('my-personal-team')).toBe(false);
  });
});
