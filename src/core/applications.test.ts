import { describe, expect, it } from 'vitest';
import { alreadyAppliedMessage, normalizeEmail, retakeDecision } from './applications.ts';

const day = 86_400_000;
const applied = new Date('2026-03-01T10:00:00Z');

describe('retakeDecision', () => {
  it('allows a first application', () => {
    expect(retakeDecision(null, null, applied)).toEqual({ allowed: true });
  });
  it('never allows a second one without a retake policy', () => {
    expect(retakeDecision(applied, null, new Date(applied.getTime() + 1000 * day))).toEqual({
      allowed: false,
      retakeFrom: null,
    });
  });
  it('allows a retake exactly N days later, not a moment before', () => {
    const from = new Date(applied.getTime() + 14 * day);
    expect(retakeDecision(applied, 14, new Date(from.getTime() - 1))).toEqual({ allowed: false, retakeFrom: from });
    expect(retakeDecision(applied, 14, from)).toEqual({ allowed: true });
  });
});

describe('alreadyAppliedMessage', () => {
  it('names the retake day when there is one', () => {
    expect(alreadyAppliedMessage(new Date('2026-03-15T10:00:00Z'))).toContain('You may apply again from 2026-03-15.');
    expect(alreadyAppliedMessage(null)).toContain('does not allow a second application');
  });
});

it('normalizes e-mail addresses trimmed and lower-case', () => {
  expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
});
