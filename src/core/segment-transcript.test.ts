import { describe, expect, it } from 'vitest';
import { assembleSegments, missingSegmentIndexes, segmentOffsetSeconds, shiftWords } from './segment-transcript.ts';
import { isLowConfidence } from './stt-confidence.ts';

describe('missingSegmentIndexes', () => {
  it('names the indexes not received, in order, whatever order they came in', () => {
    expect(missingSegmentIndexes([3, 0, 1], 5)).toEqual([2, 4]);
    expect(missingSegmentIndexes([1, 0], 2)).toEqual([]);
    expect(missingSegmentIndexes([], 0)).toEqual([]);
  });
  it('ignores extra indexes past the declared count', () => {
    expect(missingSegmentIndexes([0, 1, 7], 2)).toEqual([]);
  });
});

describe('assembleSegments', () => {
  it('joins texts in index order, whatever order they are given in', () => {
    const result = assembleSegments([
      { index: 2, text: 'the lease had expired', confidence: null, durationMs: 2000 },
      { index: 0, text: 'I restarted the service', confidence: null, durationMs: 2000 },
      { index: 1, text: ' and read the logs ', confidence: null, durationMs: 1000 },
    ]);
    expect(result.text).toBe('I restarted the service and read the logs the lease had expired');
    expect(result.confidence).toBeNull();
  });

  it('weights confidence by speech duration and skips segments without words', () => {
    const result = assembleSegments([
      { index: 0, text: 'clear words', confidence: 0.8, durationMs: 3000 },
      { index: 1, text: 'mumbled', confidence: 0.2, durationMs: 1000 },
      { index: 2, text: '', confidence: 0.01, durationMs: 5000 },
    ]);
    expect(result.confidence).toBe(0.65);
  });

  it('keeps a mostly garbled answer low-confidence, so it is never quoted or shown', () => {
    const result = assembleSegments([
      { index: 0, text: 'i check the linux on desert jail', confidence: 0.25, durationMs: 4000 },
      { index: 1, text: 'u r n a l c d l', confidence: 0.3, durationMs: 3000 },
      { index: 2, text: 'yes', confidence: 0.9, durationMs: 400 },
    ]);
    expect(isLowConfidence(result.confidence)).toBe(true);
  });

  it('concatenates word timings in order', () => {
    const result = assembleSegments([
      { index: 1, text: 'b', confidence: 0.9, durationMs: 500, words: [{ word: 'b', start: 3.2 }] },
      { index: 0, text: 'a', confidence: 0.9, durationMs: 500, words: [{ word: 'a', start: 0.1 }] },
    ]);
    expect(result.words).toEqual([
      { word: 'a', start: 0.1 },
      { word: 'b', start: 3.2 },
    ]);
  });
});

describe('segment offsets', () => {
  it('prefers the reported start, else the speech before the segment', () => {
    expect(segmentOffsetSeconds(4500, 3000)).toBe(4.5);
    expect(segmentOffsetSeconds(null, 3000)).toBe(3);
    expect(shiftWords([{ word: 'x', start: 0.25 }], 4.5)).toEqual([{ word: 'x', start: 4.75 }]);
    expect(shiftWords(null, 1)).toEqual([]);
  });
});
