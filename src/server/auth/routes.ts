import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SIGNUP_PATH, signupExtrasSchema } from '../../core/api/signup.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../core/limits.ts';
import { AppError } from '../errors.ts';
import type { AppDeps } from '../deps.ts';
import { rateLimitPathKey } from '../http/canonical-path.ts';
import { admitSignUp, answerDuplicateSignUp } from '../modules/accounts/answer-duplicate-sign-up.ts';
import { admitMemberInvitation } from '../modules/organizations/admit-member-invitation.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { findSessionUser } from './guard.ts';
import { hitRateLimit } from './rate-limit.ts';
import { runWithSignUpExtras } from './signup-context.ts';

/** Auth paths that guess or spray credentials, and whether the account (e-mail) is limited too. */
const LIMITED_PATHS: Record<string, { perAccount: boolean }> = {
  '/api/auth/sign-in/email': { perAccount: true },
  '/api/auth/sign-up/email': { perAccount: false },
  '/api/auth/request-password-reset': { perAccount: true },
  '/api/auth/forget-password': { perAccount: true },
  '/api/auth/reset-password': { perAccount: false },
  '/api/auth/send-verification-email': { perAccount: true },
  '/api/auth/change-password': { perAccount: false },
};

/** Where each auth endpoint carries a password being set (checked against the common-password list). */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/api/auth/sign-up/email': 'password',
  '/api/auth/reset-password': 'newPassword',
  '/api/auth/change-password': 'newPassword',
};

/**
 * Field sizes on the auth API, checked before anything touches the database (better-auth checks
 * formats and password length itself). Other fields pass through untouched.
 */
const authBodyLimits = z.looseObject({
  email: z.string().max(EMAIL_MAX_LENGTH, 'The e-mail address is too long.').optional(),
  name: z.string().max(NAME_MAX_LENGTH, 'The name is too long.').optional(),
  password: z.unknown().optional(),
  newPassword: z.unknown().optional(),
});

/** Sizes, then a password being set must not be a common one; all before any database call. */
function assertAuthBody(request: FastifyRequest) {
  if (request.method !== 'POST' || request.body === undefined) return;
  const parsed = authBodyLimits.safeParse(request.body);
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]!.message);
  const field = NEW_PASSWORD_FIELD[rateLimitPathKey(request.url)];
  const password = field ? parsed.data[field] : undefined;
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new AppError('VALIDATION', COMMON_PASSWORD_MESSAGE, { authCode: 'PASSWORD_TOO_COMMON' });
  }
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
    // The per-account budget is per account *and* address, so a stranger guessing an owner's
    // password locks out only themselves; a much higher ceiling per account alone still stops a
    // guessing campaign spread over many addresses.
    const account = email.trim().toLowerCase();
    const checks = [
      { key: `auth:account-ip:${account}:${request.ip}:${pathname}`, max: env.RATE_LIMIT_AUTH_PER_ACCOUNT },
      { key: `auth:account:${account}:${pathname}`, max: env.RATE_LIMIT_AUTH_PER_ACCOUNT_CEILING },
    ];
    for (const { key, max } of checks) {
      if (!(await hitRateLimit(database.db, key, max, window)).allowed) {
        throw new AppError(
          'RATE_LIMITED',
          'Too many attempts for this account. Please wait a few minutes and try again.',
        );
      }
    }
  }
}

/** better-auth endpoints that send mail from our address, admitted by our own rules first. */
async function admitMailingCall(deps: AppDeps, request: FastifyRequest) {
  if (request.method !== 'POST' || rateLimitPathKey(request.url) !== '/api/auth/organization/invite-member') return;
  const inviter = await findSessionUser(deps.auth, request);
  if (!inviter) return; // better-auth answers 401 itself
  const email = (request.body as { email?: unknown } | undefined)?.email;
  await admitMemberInvitation(deps, inviter.id, email);
}

const isSignUp = (request: FastifyRequest) =>
  request.method === 'POST' && rateLimitPathKey(request.url) === SIGNUP_PATH;

/**
 * Sign-up's own field (`companyName`, validated here and taken out of the body better-auth sees),
 * and the IP's budget of "already exists" answers (docs/decisions/0042).
 */
async function takeSignUpExtras(deps: AppDeps, request: FastifyRequest) {
  if (!isSignUp(request)) return {};
  const body = request.body as Record<string, unknown> | undefined;
  const parsed = signupExtrasSchema.safeParse({ companyName: body?.companyName });
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]!.message);
  if (body) delete body.companyName;
  await admitSignUp({ db: deps.db, env: deps.env, queue: deps.queue }, request.ip);
  return parsed.data;
}

/** better-auth's answer to an address that has an account (autoSignIn is on, so it says so). */
const DUPLICATE_FROM_AUTH = 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

/** Our refusals in the shape better-auth's client reads (`code`, `message`) as well as ours (`error`). */
function sendAuthError(reply: FastifyReply, error: AppError) {
  const details = error.details as { authCode?: string } | undefined;
  const code = details?.authCode ?? error.code;
  return reply
    .status(error.status)
    .send({ code, message: error.message, error: { code: error.code, message: error.message } });
}

/** better-auth speaks Fetch API Request/Response; bridge Fastify to it. */
export async function registerAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      let signUpExtras: { companyName?: string } = {};
      try {
        assertAuthBody(request);
        await enforceAuthRateLimit(deps, request);
        await admitMailingCall(deps, request);
        signUpExtras = await takeSignUpExtras(deps, request);
      } catch (error) {
        if (error instanceof AppError) return sendAuthError(reply, error);
        throw error;
      }
      // Foreign origins were refused by the Origin check (http/origin-check.ts) with the address to use.
      const url = new URL(request.url, deps.origins.baseUrlFor(request.headers));
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await runWithSignUpExtras(signUpExtras, () =>
        deps.auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: hasBody ? JSON.stringify(request.body) : undefined,
          }),
        ),
      );
      if (isSignUp(request) && response.status === 422) {
        const answer = (await response
          .clone()
          .json()
          .catch(() => null)) as { code?: unknown } | null;
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (answer?.code === DUPLICATE_FROM_AUTH && typeof email === 'string') {
          const refusal = await answerDuplicateSignUp(deps, request.ip, email, deps.origins.defaultBaseUrl());
          return sendAuthError(reply, refusal);
        }
      }
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
