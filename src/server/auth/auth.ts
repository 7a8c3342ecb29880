import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client.ts';
import type { OriginPolicy } from '../http/origins.ts';
import * as schema from '../db/schema.ts';

export const MIN_PASSWORD_LENGTH = 8;

export type AuthOptions = {
  db: Db;
  secret: string;
  origins: OriginPolicy;
  quiet?: boolean;
  sendResetPasswordMail: (to: { email: string; name: string }, url: string) => Promise<void>;
  onUserCreated: (user: { id: string; email: string }) => Promise<void>;
};

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Screenroom',
    logger: { disabled: options.quiet ?? false },
    secret: options.secret,
    baseURL: options.origins.defaultBaseUrl(),
    basePath: '/api/auth',
    // A function, so the listening port and the machine's current addresses count.
    trustedOrigins: () => options.origins.allowedOrigins(),
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        // better-auth builds the link on its static base; point it at the address the employer used.
        const link = new URL(url);
        if (request) {
          const base = new URL(options.origins.baseUrlFor(request.headers));
          link.protocol = base.protocol;
          link.host = base.host;
        }
        await options.sendResetPasswordMail({ email: user.email, name: user.name }, link.toString());
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Our own per-IP and per-account limiter (shared across processes) guards auth routes.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      useSecureCookies: options.origins.defaultBaseUrl().startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await options.onUserCreated({ id: user.id, email: user.email });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
