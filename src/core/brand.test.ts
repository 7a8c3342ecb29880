import { describe, expect, it } from 'vitest';
import { contrastRatio, ON_ACCENT_DARK, ON_ACCENT_LIGHT, sniffLogoType, textOnAccent } from './brand.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => new TextEncoder().encode(s);

describe('textOnAccent', () => {
  it('puts white on dark accents and dark text on light ones', () => {
    expect(textOnAccent('#000000')).toBe(ON_ACCENT_LIGHT);
    expect(textOnAccent('#1d4ed8')).toBe(ON_ACCENT_LIGHT);
    expect(textOnAccent('#ffffff')).toBe(ON_ACCENT_DARK);
    expect(textOnAccent('#facc15')).toBe(ON_ACCENT_DARK);
    expect(textOnAccent('#22C55E')).toBe(ON_ACCENT_DARK);
  });

  it('always reaches at least 4.5:1 for the chosen text', () => {
    for (let v = 0; v < 256; v += 17) {
      const grey = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(grey, textOnAccent(grey))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes the WCAG ratio and refuses non-hex colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(() => textOnAccent('red')).toThrow();
  });
});

describe('sniffLogoType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffLogoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffLogoType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, HTML, truncated and other files', () => {
    expect(sniffLogoType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffLogoType(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffLogoType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffLogoType(text('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffLogoType(text('GIF89a'))).toBeNull();
  });
});
