/** A single `Range: bytes=…` request resolved against a file's size (inclusive ends). */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header as a media player sends it (`bytes=0-`, `bytes=100-199`, `bytes=-500`).
 * Null when there is none or it is not a single byte range (the whole file is sent);
 * 'unsatisfiable' when it starts past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
