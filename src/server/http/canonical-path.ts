/**
 * A request path is canonical when it is exactly the path the router and better-auth see after
 * URL normalisation. Anything else (dot segments, empty segments, a backslash, a percent-encoded
 * unreserved character, `/` or `\`) could reach a handler under a different spelling than the one
 * a rate limit is keyed on, so such requests are refused before routing.
 */
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;
const ENCODED_UNRESERVED_OR_SEPARATOR = /%(2[def]|3[0-9]|[46][1-9a-f]|[57][0-9a]|5[cf]|7e)/i;

export function isCanonicalPath(rawUrl: string): boolean {
  const pathname = rawUrl.split('?')[0]!.split('#')[0]!;
  if (!pathname.startsWith('/')) return false;
  if (pathname.includes('//') || pathname.includes('\\')) return false;
  if (DOT_SEGMENT.test(pathname)) return false;
  if (ENCODED_UNRESERVED_OR_SEPARATOR.test(pathname)) return false;
  return true;
}

/** The key a path-based limit counts under: case and trailing slashes do not make a new budget. */
export function rateLimitPathKey(rawUrl: string): string {
  const pathname = rawUrl.split('?')[0]!;
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}
