import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/**
 * Where signed file links point when files live in S3: recordings play from there, so media-src
 * must allow it (CVs are downloads, which CSP does not govern).
 */
export function storageOrigins(env: Env): string[] {
  if (!env.S3_BUCKET) return [];
  if (env.S3_ENDPOINT) {
    const endpoint = new URL(env.S3_ENDPOINT);
    return [endpoint.origin, `${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}`];
  }
  return [`https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`, `https://s3.${env.S3_REGION}.amazonaws.com`];
}

/**
 * The app's Content-Security-Policy: only our own scripts (and WebAssembly) and styles (the built
 * app has no inline ones), media from our origin, blob: (recordings, speech) and the file store, no framing.
 */
export function contentSecurityPolicy(env: Env): Record<string, string[] | null> {
  const https = env.PUBLIC_URL?.startsWith('https://') ?? false;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // The voice-activity detector compiles its WebAssembly runtime (served from /vad/); this
    // allows WebAssembly compilation only, not eval of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:', ...storageOrigins(env)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/** Security headers on every response (pages, API, files, errors); see docs/decisions/0007. */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  const https = env.PUBLIC_URL?.startsWith('https://') ?? false;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * The API reference (Swagger UI) ships its own policy with hashed scripts; it keeps those but
 * needs inline styles it injects at run time (relaxed for /api/docs only), is never frameable, and
 * does not force https on a plain-http install.
 */
export function swaggerUiPolicy(env: Env) {
  const https = env.PUBLIC_URL?.startsWith('https://') ?? false;
  return (header: string) => {
    let policy = header
      .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
      .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';");
    if (!https) policy = policy.replace(/\s*upgrade-insecure-requests;?/, '');
    return policy;
  };
}
