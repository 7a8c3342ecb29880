import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { organization } from 'better-auth/plugins';
import { isOrganizationRole } from '../../core/access.ts';
import { organizationMessages } from '../../core/api/organizations.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../core/password.ts';
import type { Db } from '../db/client.ts';
import type { OriginPolicy } from '../http/origins.ts';
import * as schema from '../db/schema.ts';
import { organizationAccessControl, organizationRoles } from '../access/better-auth-roles.ts';
import { organizationChangeOf, type OrganizationChange } from './organization-changes.ts';
import { AUTH_BASE_PATH } from '../../core/api/signup.ts';

export type AuthOptions = {
  db: Db;
  secret: string;
  origins: OriginPolicy;
  quiet?: boolean;
  /** Where better-auth's own messages go (our logger, which redacts addresses); console when unset. */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
  sendResetPasswordMail: (to: { email: string; name: string }, url: string) => Promise<void>;
  sendVerificationMail: (to: { email: string; name: string }, url: string) => Promise<void>;
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
  /**
   * Runs once the owner proves the address for the first time, by the verification link or a
   * password reset (the address is then marked verified). `keepSessionId` is the session of the
   * browser that opened the verification link, if it is this account's; every other session and
   * credential the account held is revoked (docs/decisions/0028).
   */
  onAddressProven: (user: { id: string; email: string }, keepSessionId: string | null) => Promise<void>;
  /** Privileges that need a verified address, checked in better-auth's own endpoints too. */
  refusalForUnverified: (
    user: { emailVerified: boolean },
    privilege: 'members.invite' | 'organization.create',
  ) => string | null;
  /** May this slug be used for a new organization (personal slugs are reserved)? */
  isReservedSlug: (slug: string) => boolean;
  /** Members, invitations, organizations: changed through better-auth's endpoints (audited). */
  onOrganizationChange: (change: OrganizationChange, actorUserId: string | null) => Promise<void>;
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
  const auth = betterAuth({
    appName: 'Screenroom',
    logger: {
      disabled: options.quiet ?? false,
      log: options.log ? (level, message) => options.log!(level, message) : undefined,
    },
    secret: options.secret,
    baseURL: options.origins.defaultBaseUrl(),
    basePath: AUTH_BASE_PATH,
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
      // Sign-up signs the new owner in and the page goes to the dashboard (PRODUCT-SPEC); an address
      // that already has an account gets better-auth's USER_ALREADY_EXISTS answer, which our bridge
      // words as the specification does, under its own per-IP budget (auth/routes.ts,
      // docs/decisions/0042). Verification gates the privileges that outlive a session
      // (docs/decisions/0028), not signing in.
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        await options.sendResetPasswordMail({ email: user.email, name: user.name }, atRequestOrigin(url, request));
      },
      // The reset link proves the mailbox: a first proof revokes what the account held before
      // (better-auth has already deleted every session: revokeSessionsOnPasswordReset).
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await options.onAddressProven({ id: user.id, email: user.email }, null);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        await options.sendVerificationMail({ email: user.email, name: user.name }, atRequestOrigin(url, request));
      },
      // Runs only when the address was unverified until now.
      afterEmailVerification: async (user, request) => {
        const current = request ? await auth.api.getSession({ headers: request.headers }).catch(() => null) : null;
        const keep = current?.user.id === user.id ? current.session.id : null;
        await options.onAddressProven({ id: user.id, email: user.email }, keep);
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
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const change = organizationChangeOf(ctx.path, ctx.context.returned);
        if (!change) return;
        const session = await getSessionFromCtx(ctx).catch(() => null);
        await options.onOrganizationChange(change, session?.user.id ?? null);
      }),
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
          beforeCreateInvitation: async ({ invitation, inviter }) => {
            if (!isOrganizationRole(invitation.role)) throw new APIError('BAD_REQUEST', { message: 'Unknown role' });
            const refusal = options.refusalForUnverified(inviter, 'members.invite');
            if (refusal) throw new APIError('FORBIDDEN', { message: refusal, code: 'EMAIL_NOT_VERIFIED' });
          },
          beforeCreateOrganization: async ({ organization: created, user }) => {
            const refusal = options.refusalForUnverified(user, 'organization.create');
            if (refusal) throw new APIError('FORBIDDEN', { message: refusal, code: 'EMAIL_NOT_VERIFIED' });
            if (created.slug && options.isReservedSlug(created.slug))
              throw new APIError('BAD_REQUEST', { message: organizationMessages.slugReserved });
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
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
