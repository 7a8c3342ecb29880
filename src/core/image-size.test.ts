import { describe, expect, it } from 'vitest';
import { blankPng } from '../../tests/support/images.ts';
import { imageSize } from './image-size.ts';

const u24le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('imageSize', () => {
  it('reads a PNG header', () => {
    expect(imageSize(blankPng(300, 120), 'image/png')).toEqual({ width: 300, height: 120 });
    expect(imageSize(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png')).toBeNull();
  });

  it('reads the first JPEG frame header after other segments', () => {
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      // APP0 (JFIF), 16 bytes long.
      0xff,
      0xe0,
      0x00,
      0x10,
      ...ascii('JFIF'),
      0,
      1,
      1,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
      // SOF2 (progressive): length 17, precision 8, height 20000, width 640.
      0xff,
      0xc2,
      0x00,
      0x11,
      0x08,
      0x4e,
      0x20,
      0x02,
      0x80,
      3,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
    ]);
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 640, height: 20000 });
    // A DHT (C4) segment is not a frame.
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xc4, 0x00, 0x04, 0, 0, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
  });

  it('reads WebP VP8X, VP8L and VP8 headers', () => {
    const riff = (chunk: string, body: number[]) =>
      Buffer.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii(chunk), 0, 0, 0, 0, ...body]);
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, ...u24le(19_999), ...u24le(9_999)]), 'image/webp')).toEqual({
      width: 20_000,
      height: 10_000,
    });
    const bits = (800 - 1) | ((600 - 1) << 14);
    expect(
      imageSize(
        riff('VP8L', [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >>> 24) & 255, 0, 0, 0, 0]),
        'image/webp',
      ),
    ).toEqual({ width: 800, height: 600 });
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 640 & 255, 640 >> 8, 480 & 255, 480 >> 8]);
    expect(imageSize(lossy, 'image/webp')).toEqual({ width: 640, height: 480 });
    expect(imageSize(riff('ALPH', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'image/webp')).toBeNull();
  });
});
