import { describe, expect, it } from 'vitest';
import { audioLevel } from './useAudioLevel';

describe('audioLevel (docs/product-rules.md §9: RMS × 5, capped at 1)', () => {
  it('is 0 for silence and for no samples', () => {
    expect(audioLevel(new Float32Array(512))).toBe(0);
    expect(audioLevel([])).toBe(0);
  });

  it('is five times the RMS of the signal', () => {
    expect(audioLevel([0.1, -0.1, 0.1, -0.1])).toBeCloseTo(0.5);
    expect(audioLevel([0.02, 0, -0.02, 0])).toBeCloseTo(5 * Math.sqrt(0.0002));
  });

  it('is capped at 1', () => {
    expect(audioLevel([0.5, -0.5])).toBe(1);
  });
});
