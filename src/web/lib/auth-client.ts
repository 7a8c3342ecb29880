import { organizationClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { AUTH_BASE_PATH } from '../../core/api/signup';
import { organizationAccessControl, organizationRoles } from './organization-access';

// better-auth is mounted by our server at AUTH_BASE_PATH on the same origin. Organizations, members
// and invitations are its organization plugin (permissions are checked on the server).
export const authClient = createAuthClient({
  baseURL: window.location.origin + AUTH_BASE_PATH,
  plugins: [organizationClient({ ac: organizationAccessControl, roles: organizationRoles })],
});

export const {
  signUp,
  signIn,
  signOut,
  requestPasswordReset,
  resetPassword,
  updateUser,
  useSession,
  sendVerificationEmail,
} = authClient;

/** Shape of the `error` field better-auth client calls resolve with. */
export interface AuthError {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

/** The service's message if it has one, else the fallback. */
export function authMessage(error: AuthError | null | undefined, fallback: string): string {
  const message = error?.message?.trim();
  return message ? message : fallback;
}
