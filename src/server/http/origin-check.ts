import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OriginPolicy } from './origins.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that authenticate with something other than the session cookie: a candidate token,
 * Stripe's signature, the local CLIs' ops token (loopback only), an API key (/api/v1, no cookies).
 */
const TOKEN_AUTHENTICATED = [/^\/api\/public\//, /^\/api\/billing\/webhook$/, /^\/api\/ops\//, /^\/api\/v1\//];

/** The origin a browser says the request comes from: Origin, or the Referer's origin when Origin is absent. */
export function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer === '') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** True when a request needs a same-origin proof: a state change on a cookie-authenticated API route. */
export function needsOriginCheck(method: string, pathname: string): boolean {
  if (!STATE_CHANGING.has(method) || !pathname.startsWith('/api/')) return false;
  return !TOKEN_AUTHENTICATED.some((pattern) => pattern.test(pathname));
}

/**
 * Cookie-authenticated state changes must come from one of our own pages: the Origin (or Referer)
 * must be an allowed origin, else 403 with a message naming the address to use. A request with
 * neither header is refused too, so scripts and tools send `Origin: <PUBLIC_URL>` (see
 * docs/decisions/0007). SameSite=Lax stays as a second wall. The body carries better-auth's
 * error shape ({code, message}, which its client shows) as well as ours ({error}).
 */
export function installOriginCheck(app: FastifyInstance, origins: OriginPolicy) {
  app.addHook('onRequest', async (request, reply) => {
    if (!needsOriginCheck(request.method, request.url.split('?')[0]!)) return;
    const origin = requestOrigin(request);
    if (origin && origins.isAllowed(origin)) return;
    const body = {
      code: 'ORIGIN_NOT_ALLOWED',
      message: origin ? origins.refusal(origin) : 'Cross-origin request refused: the request names no origin.',
    };
    return reply.status(403).send({ ...body, error: body });
  });
}
