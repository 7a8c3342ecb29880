import { setAdminByEmail } from './set-admin.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * ADMIN_EMAILS names who may administer the install, but only an owner who proved the address
 * (opened the verification link) becomes admin; a stranger who signs up first with a listed
 * address gets nothing. The grant is audited like every other.
 */
export async function grantListedAdmin({ db }: UseCaseContext<'db'>, user: { email: string }, adminEmails: string[]) {
  if (!adminEmails.includes(user.email.trim().toLowerCase())) return;
  await setAdminByEmail(db, user.email, true, 'ADMIN_EMAILS');
}
