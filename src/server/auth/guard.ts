import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { unauthenticated } from '../errors.ts';
import type { Auth } from './auth.ts';

export type SessionUser = { id: string; name: string; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}

/** API paths anyone may call; every other /api path needs an employer session. */
const PUBLIC_API = [
  /^\/api\/auth\//,
  /^\/api\/health$/,
  /^\/api\/config$/,
  /^\/api\/blobs\//,
  /^\/api\/docs/,
  /^\/api\/public\//,
  /^\/api\/billing\/webhook$/,
  // Local CLIs through the running server: loopback and the lock file's token (modules/ops).
  /^\/api\/ops\//,
];

export const isPublicApiPath = (pathname: string) => PUBLIC_API.some((pattern) => pattern.test(pathname));

export async function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  request.sessionUser = session ? { id: session.user.id, name: session.user.name, email: session.user.email } : null;
  return request.sessionUser;
}

/** Every employer endpoint starts here: no session, no access. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(auth, request);
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Authenticates before body validation, so a signed-out caller learns nothing about the
 * endpoint's contract and always gets 401.
 */
export function installEmployerGuard(app: FastifyInstance, auth: Auth) {
  app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?')[0]!;
    if (!pathname.startsWith('/api/') || isPublicApiPath(pathname)) return;
    if (request.method === 'OPTIONS' || request.method === 'HEAD') return;
    await requireUser(auth, request);
  });
}
