import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNext('/job-postings/abc/candidates?archived=1')).toBe('/job-postings/abc/candidates?archived=1');
    expect(safeNext('/settings')).toBe('/settings');
  });

  it('falls back to the dashboard for anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'dashboard',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(bad)).toBe('/dashboard');
    }
  });
});
