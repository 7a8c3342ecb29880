import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Actor } from '../../core/access.ts';
import { API_REFERENCE_PATH } from '../../core/api/endpoints/public-api.ts';
import type { Db } from '../db/client.ts';
import { unauthenticated } from '../errors.ts';
import { resolveActor } from '../modules/organizations/resolve-actor.ts';
import type { Auth } from './auth.ts';

export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
    activeOrganizationId?: string | null;
    actor?: Actor;
  }
}

/** API paths anyone may call; every other /api path needs an employer session. */
const PUBLIC_API = [
  /^\/api\/auth\//,
  /^\/api\/health(\/live|\/ready)?$/,
  /^\/api\/config$/,
  /^\/api\/blobs\//,
  new RegExp(`^${API_REFERENCE_PATH}(/|$)`),
  /^\/api\/public\//,
  /^\/api\/billing\/webhook$/,
  // Local CLIs through the running server: loopback and the lock file's token (modules/ops).
  /^\/api\/ops\//,
  // The public API authenticates with an API key (modules/public-api), never a session.
  /^\/api\/v1\//,
];

export const isPublicApiPath = (pathname: string) => PUBLIC_API.some((pattern) => pattern.test(pathname));

export async function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  request.activeOrganizationId = session?.session.activeOrganizationId ?? null;
  request.sessionUser = session
    ? {
        id: session.user.id,
        name: session.user.name,
        email: session.user.email,
        emailVerified: session.user.emailVerified,
      }
    : null;
  return request.sessionUser;
}

/** Every employer endpoint starts here: no session, no access. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(auth, request);
  if (!user) throw unauthenticated();
  return user;
}

/**
 * The signed-in person as they act in their active organization (src/core/access.ts). Every
 * employer route starts here and passes the actor to the permission and scope helpers of
 * src/server/access/ (require-allowed.ts, posting-scope.ts, interview-scope.ts).
 */
export async function requireActor(
  deps: { auth: Auth; database: { db: Db } },
  request: FastifyRequest,
): Promise<Actor & { user: SessionUser }> {
  const user = await requireUser(deps.auth, request);
  request.actor ??= await resolveActor({ db: deps.database.db }, user, request.activeOrganizationId);
  return { ...request.actor, user };
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
