import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AppDeps } from '../deps.ts';
import { hitRateLimit } from './rate-limit.ts';

/** Auth paths that guess or spray credentials, and whether the account (e-mail) is limited too. */
const LIMITED_PATHS: Record<string, { perAccount: boolean }> = {
  '/api/auth/sign-in/email': { perAccount: true },
  '/api/auth/sign-up/email': { perAccount: false },
  '/api/auth/request-password-reset': { perAccount: true },
  '/api/auth/forget-password': { perAccount: true },
  '/api/auth/reset-password': { perAccount: false },
};

async function enforceAuthRateLimit(deps: AppDeps, request: FastifyRequest) {
  const pathname = request.url.split('?')[0]!;
  const rule = LIMITED_PATHS[pathname];
  if (!rule || request.method !== 'POST') return;
  const { env, database } = deps;
  const window = env.RATE_LIMIT_WINDOW_SECONDS;
  const byIp = await hitRateLimit(database.db, `auth:ip:${request.ip}:${pathname}`, env.RATE_LIMIT_AUTH_PER_IP, window);
  if (!byIp.allowed) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (rule.perAccount && typeof email === 'string') {
    const key = `auth:account:${email.trim().toLowerCase()}:${pathname}`;
    const byAccount = await hitRateLimit(database.db, key, env.RATE_LIMIT_AUTH_PER_ACCOUNT, window);
    if (!byAccount.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many attempts for this account. Please wait a few minutes and try again.',
      );
    }
  }
}

/**
 * A state-changing auth call from a page at an origin this server does not answer for gets a
 * message naming the address to use (better-auth alone would say "Invalid origin"). The body
 * carries better-auth's shape ({code, message}, which its client shows) and ours ({error}).
 */
function refuseForeignOrigin(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): boolean {
  const origin = request.headers.origin;
  if (request.method === 'GET' || origin === undefined || deps.origins.isAllowed(origin)) return false;
  const body = { code: 'ORIGIN_NOT_ALLOWED', message: deps.origins.refusal(origin) };
  void reply.status(403).send({ ...body, error: body });
  return true;
}

/** better-auth speaks Fetch API Request/Response; bridge Fastify to it. */
export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      if (refuseForeignOrigin(deps, request, reply)) return reply;
      await enforceAuthRateLimit(deps, request);
      const url = new URL(request.url, deps.origins.baseUrlFor(request.headers));
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await deps.auth.handler(
        new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
