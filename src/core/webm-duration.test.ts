import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixWebmDuration, measureWebmMs, webmDurationMs, withWebmDuration } from './webm-duration.ts';

/** 2 s recorded by Chromium's MediaRecorder (tests/fixtures/media/record-mediarecorder-webm.ts). */
const recorded = new Uint8Array(
  readFileSync(path.join(import.meta.dirname, '../../tests/fixtures/media/mediarecorder.webm')),
);

describe('WebM duration', () => {
  it('finds no Duration in a MediaRecorder file and measures its length from the blocks', () => {
    expect(webmDurationMs(recorded)).toBeNull();
    const measured = measureWebmMs(recorded)!;
    expect(measured).toBeGreaterThan(1700);
    expect(measured).toBeLessThan(2400);
  });

  it('writes the Duration into Info, leaving every other byte in place', () => {
    const fixed = fixWebmDuration(recorded);
    expect(fixed.length).toBe(recorded.length + 11);
    expect(webmDurationMs(fixed)).toBeCloseTo(measureWebmMs(recorded)!, 6);
    // The clusters are untouched: the tail of the file is the same bytes.
    expect(
      Buffer.from(fixed.subarray(fixed.length - 60_000)).equals(
        Buffer.from(recorded.subarray(recorded.length - 60_000)),
      ),
    ).toBe(true);
    // The blocks read the same after the patch.
    expect(measureWebmMs(fixed)).toBe(measureWebmMs(recorded));
    // Fixing again changes nothing.
    expect(fixWebmDuration(fixed)).toBe(fixed);
  });

  it('uses a given length and updates a Segment of known size', () => {
    // The same recording with its Segment size written out (8-byte size field).
    const segmentSizeAt = recorded.indexOf(0x67, 0x24) + 1;
    const known = new Uint8Array(recorded);
    const dataLength = recorded.length - (segmentSizeAt + 8);
    const view = new DataView(known.buffer);
    view.setUint32(segmentSizeAt, 0x01000000 + Math.floor(dataLength / 2 ** 32));
    view.setUint32(segmentSizeAt + 4, dataLength % 2 ** 32);
    const fixed = withWebmDuration(known, 1234.5);
    expect(webmDurationMs(fixed)).toBeCloseTo(1234.5, 6);
    const fixedView = new DataView(fixed.buffer, fixed.byteOffset);
    expect(fixedView.getUint32(segmentSizeAt + 4)).toBe(dataLength + 11);
  });

  it('leaves alone what it cannot patch safely', () => {
    expect(withWebmDuration(recorded, Number.POSITIVE_INFINITY)).toBe(recorded);
    expect(withWebmDuration(recorded, 0)).toBe(recorded);
    const notWebm = new Uint8Array([1, 2, 3, 4, 5]);
    expect(fixWebmDuration(notWebm)).toBe(notWebm);
    const truncated = recorded.subarray(0, 40);
    expect(fixWebmDuration(truncated)).toBe(truncated);
  });
});
