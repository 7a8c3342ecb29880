import type { LogoContentType } from './brand.ts';

export type ImageSize = { width: number; height: number };

/**
 * Pixel dimensions read from an image's header, without decoding it: PNG (IHDR), JPEG (the first
 * start-of-frame marker) and WebP (VP8, VP8L or VP8X). Null when the header cannot be read.
 */
export function imageSize(bytes: Uint8Array, type: LogoContentType): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (end: number) => bytes.length >= end;
  if (type === 'image/png') {
    // Signature (8), chunk length (4), "IHDR" (4), width (4, big-endian), height (4).
    if (!has(24) || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (type === 'image/jpeg') return jpegSize(bytes, view);
  return webpSize(bytes, view);
}

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and markers that stand alone (TEM, RSTn).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): precision (1), height (2), width (2).
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (frame) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    // Start of scan or end of image before any frame header: nothing to read.
    if (marker === 0xda || marker === 0xd9) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.length < 25) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X') {
    if (bytes.length < 30) return null;
    // Canvas width − 1 and height − 1, 24-bit little-endian each, at 24 and 27.
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width, height };
  }
  if (chunk === 'VP8L') {
    // Signature 0x2f at 20, then 14 bits width − 1 and 14 bits height − 1.
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    // Frame tag (3), start code 9d 01 2a, then 14-bit width and height, little-endian.
    if (bytes.length < 30 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}
