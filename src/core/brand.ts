/**
 * The employer's brand on candidate pages and e-mails (docs/decisions/0025-employer-brand.md):
 * the rules for the accent colour, its readable text colour, and which logo files are accepted.
 */

/** A logo larger than this is refused (a header logo needs far less). */
export const BRAND_LOGO_MAX_BYTES = 256 * 1024;
/**
 * A logo wider or taller than this many pixels is refused, whatever its size in bytes: a small
 * file can declare a huge image (a 48 KB PNG of 20,000 × 20,000 px) that every candidate's
 * browser would have to decode.
 */
export const BRAND_LOGO_MAX_PIXELS = 4096;
export const BRAND_NAME_MAX = 120;
export const BRAND_URL_MAX = 500;

export const ACCENT_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** Screenroom's own accent, used while an employer has set none. */
export const DEFAULT_ACCENT_COLOR = '#1d4ed8';

export type LogoContentType = 'image/png' | 'image/jpeg' | 'image/webp';
export const LOGO_CONTENT_TYPES: readonly LogoContentType[] = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The image type of a logo judged by its first bytes (never by file name or the browser's
 * claim); null for anything else, SVG and HTML included.
 */
export function sniffLogoType(bytes: Uint8Array): LogoContentType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  if (!ACCENT_COLOR_PATTERN.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const ON_ACCENT_LIGHT = '#ffffff';
/** Pure black: with white, one of the two always reaches 4.5:1 against any colour. */
export const ON_ACCENT_DARK = '#000000';

/** The text colour to put on the accent: white or black, whichever contrasts more. */
export function textOnAccent(accent: string): string {
  return contrastRatio(accent, ON_ACCENT_LIGHT) >= contrastRatio(accent, ON_ACCENT_DARK)
    ? ON_ACCENT_LIGHT
    : ON_ACCENT_DARK;
}

/** The closing line of every candidate e-mail: the employer signs it, not Screenroom. */
export const candidateMailSignature = (employerName: string): string => `— The hiring team at ${employerName}`;
