import { describe, expect, it } from 'vitest';
import { biasReportQuerySchema, rangeBounds, resolveReportRange, selfIdentificationSchema } from './bias.ts';

describe('report range', () => {
  const today = new Date('2026-11-23T19:00:00Z');

  it('defaults to the 365 days up to today', () => {
    expect(resolveReportRange({}, today)).toEqual({ ok: true, range: { from: '2025-11-24', to: '2026-11-23' } });
    expect(resolveReportRange({ to: '2026-03-01' }, today)).toEqual({
      ok: true,
      range: { from: '2025-03-02', to: '2026-03-01' },
    });
  });

  it('refuses a start after the end and a range over ten years', () => {
    expect(resolveReportRange({ from: '2026-02-02', to: '2026-02-01' }, today).ok).toBe(false);
    expect(resolveReportRange({ from: '2010-01-01', to: '2026-02-01' }, today).ok).toBe(false);
    expect(resolveReportRange({ from: '2026-02-01', to: '2026-02-01' }, today).ok).toBe(true);
  });

  it('covers whole UTC days, the last one included', () => {
    expect(rangeBounds({ from: '2026-02-28', to: '2026-02-28' })).toEqual({
      start: new Date('2026-02-28T00:00:00Z'),
      endExclusive: new Date('2026-03-01T00:00:00Z'),
    });
  });

  it('accepts only real calendar dates', () => {
    expect(biasReportQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(biasReportQuerySchema.safeParse({ from: '26-2-3' }).success).toBe(false);
    expect(biasReportQuerySchema.safeParse({ from: '2024-02-29', to: '2024-03-01' }).success).toBe(true);
  });
});

describe('self-identification answers', () => {
  it('accept only the listed categories and nothing else', () => {
    expect(selfIdentificationSchema.safeParse({ sex: 'female', raceEthnicity: 'asian' }).success).toBe(true);
    expect(
      selfIdentificationSchema.safeParse({ sex: 'prefer_not_to_say', raceEthnicity: 'prefer_not_to_say' }).success,
    ).toBe(true);
    expect(selfIdentificationSchema.safeParse({ sex: 'Female', raceEthnicity: 'asian' }).success).toBe(false);
    expect(selfIdentificationSchema.safeParse({ sex: 'female' }).success).toBe(false);
    expect(selfIdentificationSchema.safeParse({ sex: 'female', raceEthnicity: 'asian', fullName: 'x' }).success).toBe(
      false,
    );
  });
});
