import type { OrganizationRole } from '../../src/core/access.ts';
import type { Database } from '../../src/server/db/client.ts';
import { type HttpClient, signUpEmployer } from './http-client.ts';

/**
 * The invitation link the app queued for `email` (newest first), read from the send-mail job's
 * payload like `verificationLinkFor`.
 */
export async function invitationLinkFor(database: Database, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await database.executeSql(
      `select data->>'text' as text from pgboss.job where name = 'send-mail' and lower(data->>'to') = lower($1)
       order by created_on desc`,
      [email],
    );
    for (const row of result.rows as { text: string }[]) {
      const link = /(https?:\/\/\S+\/invitations\/\S+)/.exec(row.text)?.[1];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail queued for ${email}`);
}

export const invitationIdOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!);

/** The owner invites `email` as `role` through better-auth's organization API; returns the invitation id. */
export async function invite(owner: HttpClient, email: string, role: OrganizationRole): Promise<string> {
  const response = await owner.post('/api/auth/organization/invite-member', { email, role });
  if (response.status !== 200) throw new Error(`invite failed: ${response.status} ${response.text}`);
  return response.json.id as string;
}

/**
 * A new account (verified, signed in) that joined the owner's active organization as `role`
 * through a real invitation: invite, sign up with the invited address, accept.
 */
export async function joinAs(baseUrl: string, owner: HttpClient, role: OrganizationRole, name = `Member ${role}`) {
  const member = await signUpEmployer(baseUrl, { name });
  const invitationId = await invite(owner, member.account.email, role);
  const accepted = await member.client.post('/api/auth/organization/accept-invitation', { invitationId });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
  return member;
}
