import { describe, expect, it } from 'vitest';
import { isLowConfidence, LOW_STT_CONFIDENCE_THRESHOLD } from './stt-confidence.ts';

describe('isLowConfidence', () => {
  it('is low below the one threshold only', () => {
    expect(isLowConfidence(LOW_STT_CONFIDENCE_THRESHOLD - 0.001)).toBe(true);
    expect(isLowConfidence(LOW_STT_CONFIDENCE_THRESHOLD)).toBe(false);
    expect(isLowConfidence(0.9)).toBe(false);
  });

  it('typed answers and providers without a confidence are never low', () => {
    expect(isLowConfidence(null)).toBe(false);
    expect(isLowConfidence(undefined)).toBe(false);
    expect(isLowConfidence(Number.NaN)).toBe(false);
  });
});
