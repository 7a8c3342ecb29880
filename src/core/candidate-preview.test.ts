import { describe, expect, it } from 'vitest';
import { PREVIEW_MINUTES, previewExpiresAt, previewUsableBy } from './candidate-preview.ts';

describe('previewUsableBy', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const preview = { previewUserId: 'u1', previewExpiresAt: previewExpiresAt(now) };

  it('lets the employer who started it use it until it expires', () => {
    expect(previewUsableBy(preview, 'u1', now)).toBe(true);
    const justBefore = new Date(now.getTime() + PREVIEW_MINUTES * 60_000 - 1);
    expect(previewUsableBy(preview, 'u1', justBefore)).toBe(true);
  });

  it('refuses once expired', () => {
    expect(previewUsableBy(preview, 'u1', new Date(now.getTime() + PREVIEW_MINUTES * 60_000))).toBe(false);
    expect(previewUsableBy({ ...preview, previewExpiresAt: null }, 'u1', now)).toBe(false);
  });

  it('refuses anyone else, and a caller with no session', () => {
    expect(previewUsableBy(preview, 'u2', now)).toBe(false);
    expect(previewUsableBy(preview, null, now)).toBe(false);
  });
});
