import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { unauthenticated } from '../errors.ts';
import type { Auth } from './auth.ts';

export type SessionUser = { id: string; name: string; email: string };

export async function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email };
}

/** Every employer endpoint starts here: no session, no access. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(auth, request);
  if (!user) throw unauthenticated();
  return user;
}
