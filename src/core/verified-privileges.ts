/**
 * Privileges that outlive a session or send mail from our address need a verified e-mail address
 * (docs/decisions/0028-verified-privileges-and-current-rights.md). An unverified account still
 * does its own work (postings, plans, review); it cannot create what a stranger who signed up with
 * someone else's address could keep after the real owner takes the address back.
 */
export const VERIFIED_PRIVILEGES = [
  'api-keys.create',
  'webhooks.create',
  'members.invite',
  'organization.create',
  'candidates.invite',
  'decision-mail.send',
] as const;
export type VerifiedPrivilege = (typeof VERIFIED_PRIVILEGES)[number];

/** What the 403 says (and what the web shows beside the disabled button). */
export const verifiedPrivilegeMessages: Record<VerifiedPrivilege, string> = {
  'api-keys.create': 'Verify your e-mail address before creating API keys',
  'webhooks.create': 'Verify your e-mail address before adding webhooks',
  'members.invite': 'Verify your e-mail address before inviting members',
  'organization.create': 'Verify your e-mail address before creating organizations',
  'candidates.invite': 'Verify your e-mail address before inviting candidates',
  'decision-mail.send': 'Verify your e-mail address before sending decision e-mails',
};

/** How to get there, shown under the message in the web app. */
export const VERIFY_ADDRESS_HINT = 'Open the link in the e-mail we sent you, or send a new one from Settings.';

/** The reason this account may not use the privilege yet, or null when it may. */
export const verifiedPrivilegeRefusal = (
  account: { emailVerified: boolean },
  privilege: VerifiedPrivilege,
): string | null => (account.emailVerified ? null : verifiedPrivilegeMessages[privilege]);
