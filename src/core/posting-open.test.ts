import { describe, expect, it } from 'vitest';
import { postingOpenState } from './posting-open.ts';

describe('postingOpenState', () => {
  it('is a draft until the plan is published, whatever the switch says', () => {
    expect(postingOpenState({ isActive: true, planPublishedAt: null })).toBe('draft');
    expect(postingOpenState({ isActive: false, planPublishedAt: null })).toBe('draft');
  });
  it('follows the switch once the plan is published', () => {
    expect(postingOpenState({ isActive: true, planPublishedAt: new Date() })).toBe('open');
    expect(postingOpenState({ isActive: false, planPublishedAt: '2026-11-26T10:00:00Z' })).toBe('disabled');
  });
});
