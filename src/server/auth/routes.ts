import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../core/limits.ts';
import { AppError } from '../errors.ts';
import type { AppDeps } from '../deps.ts';
import { rateLimitPathKey } from '../http/canonical-path.ts';
import { hitRateLimit } from './rate-limit.ts';

/** Auth paths that guess or spray credentials, and whether the account (e-mail) is limited too. */
const LIMITED_PATHS: Record<string, { perAccount: boolean }> = {
  '/api/auth/sign-in/email': { perAccount: true },
  '/api/auth/sign-up/email': { perAccount: false },
  '/api/auth/request-password-reset': { perAccount: true },
  '/api/auth/forget-password': { perAccount: true },
  '/api/auth/reset-password': { perAccount: false },
  '/api/auth/send-verification-email': { perAccount: true },
};

/**
 * Field sizes on the auth API, checked before anything touches the database (better-auth checks
 * formats and password length itself). Other fields pass through untouched.
 */
const authBodyLimits = z.looseObject({
  email: z.string().max(EMAIL_MAX_LENGTH, 'The e-mail address is too long.').optional(),
  name: z.string().max(NAME_MAX_LENGTH, 'The name is too long.').optional(),
});

function assertAuthBodySizes(request: FastifyRequest) {
  if (request.method !== 'POST' || request.body === undefined) return;
  const parsed = authBodyLimits.safeParse(request.body);
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]!.message);
}

async function enforceAuthRateLimit(deps: AppDeps, request: FastifyRequest) {
  // Non-canonical spellings never get here (refused with 400 before routing); case and a trailing
  // slash are folded so they share one budget.
  const pathname = rateLimitPathKey(request.url);
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

/** better-auth speaks Fetch API Request/Response; bridge Fastify to it. */
export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      assertAuthBodySizes(request);
      await enforceAuthRateLimit(deps, request);
      const url = new URL(request.url, deps.env.PUBLIC_URL);
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
