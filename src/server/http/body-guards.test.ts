import { describe, expect, it } from 'vitest';
import { containsNul } from './body-guards.ts';

describe('containsNul', () => {
  it('finds a NUL byte in nested strings and keys', () => {
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul('plain')).toBe(false);
    expect(containsNul({ a: [1, null, true, 'ok'] })).toBe(false);
  });
});
