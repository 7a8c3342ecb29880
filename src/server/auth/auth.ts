import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { organization } from 'better-auth/plugins';
import { isOrganizationRole } from '../../core/access.ts';
import { organizationMessages } from '../../core/api/organizations.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../core/password.ts';
import type { Db } from '../db/client.ts';
import type { OriginPolicy } from '../http/origins.ts';
import * as schema from '../db/schema.ts';
import { organizationAccessControl, organizationRoles } from '../../core/organization-roles.ts';

export type AuthOptions = {
  db: Db;
  secret: string;
  origins: OriginPolicy;
  quiet?: boolean;
  /** Where better-auth's own messages go (our logger, which redacts addresses); console when unset. */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
  sendResetPasswordMail: (to: { email: string; name: string }, url: string) => Promise<void>;
  sendVerificationMail: (to: { email: string; name: string }, url: string) => Promise<void>;
  /** Someone signed up with an address that already has an account: tell its owner, tell the visitor nothing. */
  sendExistingAccountMail: (to: { email: string; name: string }) => Promise<void>;
  /** Someone was invited into an organization; `url` opens the invitation page. */
  sendInvitationMail: (
    to: { email: string },
    invitation: { organizationName: string; inviterName: string; role: string; expiresAt: Date },
    url: string,
  ) => Promise<void>;
  onUserCreated: (user: { id: string; email: string; name: string }) => Promise<void>;
  /** The organization a new session starts in (the account's personal organization). */
  defaultOrganizationFor: (userId: string) => Promise<string | null>;
  /** An organization was created through better-auth (it gets its subscription row). */
  onOrganizationCreated: (organization: { id: string }, user: { id: string }) => Promise<void>;
  /** Runs once the owner proves the address (opens the verification link). */
  onVerifiedUser: (user: { id: string; email: string }) => Promise<void>;
};

/** How long an invitation link works. */
export const INVITATION_TTL_SECONDS = 60 * 60 * 24 * 7;

/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 60 * 60 * 24;

export function createAuth(options: AuthOptions) {
  /** better-auth builds links on its static base; point them at the address the employer used. */
  const atRequestOrigin = (url: string, request: Request | undefined) => {
    const link = new URL(url);
    if (request) {
      const base = new URL(options.origins.baseUrlFor(request.headers));
      link.protocol = base.protocol;
      link.host = base.host;
    }
    return link.toString();
  };
  return betterAuth({
    appName: 'Screenroom',
    logger: {
      disabled: options.quiet ?? false,
      log: options.log ? (level, message) => options.log!(level, message) : undefined,
    },
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
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // No session at sign-up: the answer is the same whether or not the address already had an
      // account (better-auth then returns a synthetic user for a duplicate). The verification link
      // signs the new owner in. Unverified accounts may still sign in; verification gates
      // privileges (admin from ADMIN_EMAILS, sending mail from the account).
      autoSignIn: false,
      requireEmailVerification: false,
      onExistingUserSignUp: async ({ user }) => {
        await options.sendExistingAccountMail({ email: user.email, name: user.name });
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        await options.sendResetPasswordMail({ email: user.email, name: user.name }, atRequestOrigin(url, request));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        await options.sendVerificationMail({ email: user.email, name: user.name }, atRequestOrigin(url, request));
      },
      afterEmailVerification: async (user) => {
        await options.onVerifiedUser({ id: user.id, email: user.email });
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
            await options.onUserCreated({ id: user.id, email: user.email, name: user.name });
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const activeOrganizationId = await options.defaultOrganizationFor(session.userId);
            return { data: { ...session, activeOrganizationId } };
          },
        },
      },
    },
    plugins: [
      organization({
        ac: organizationAccessControl,
        roles: organizationRoles,
        creatorRole: 'owner',
        // Deleting goes through DELETE /api/organization, which purges files, jobs and rows and is
        // audited (issue #22, finding 3); the plugin's endpoint would leave CVs and recordings behind.
        disableOrganizationDeletion: true,
        invitationExpiresIn: INVITATION_TTL_SECONDS,
        cancelPendingInvitationsOnReInvite: true,
        // The link only works for the invited address once its owner has proven it.
        requireEmailVerificationOnInvitation: true,
        sendInvitationEmail: async (data, request) => {
          const url = atRequestOrigin(
            new URL(`/invitations/${encodeURIComponent(data.id)}`, options.origins.defaultBaseUrl()).toString(),
            request,
          );
          await options.sendInvitationMail(
            { email: data.email },
            {
              organizationName: data.organization.name,
              inviterName: data.inviter.user.name,
              role: data.role,
              expiresAt: new Date(data.invitation.expiresAt),
            },
            url,
          );
        },
        organizationHooks: {
          beforeCreateInvitation: async ({ invitation }) => {
            if (!isOrganizationRole(invitation.role)) throw new APIError('BAD_REQUEST', { message: 'Unknown role' });
          },
          beforeUpdateMemberRole: async ({ newRole }) => {
            if (!isOrganizationRole(newRole)) throw new APIError('BAD_REQUEST', { message: 'Unknown role' });
          },
          // A rename goes through PATCH /api/organization, which validates and audits it.
          beforeUpdateOrganization: async () => {
            throw new APIError('BAD_REQUEST', { message: organizationMessages.renameHere });
          },
          afterCreateOrganization: async ({ organization: created, user }) => {
            await options.onOrganizationCreated({ id: created.id }, { id: user.id });
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
