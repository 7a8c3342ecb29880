import { organizationMessages } from '../../../core/api/organizations.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import { AppError } from '../../errors.ts';
import { requireVerifiedAddress } from '../../access/verified-address.ts';
import { recipientLimitKey } from '../mail-limits/recipient-key.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Before better-auth creates (or re-sends) a member invitation, which mails the address from ours:
 * the inviter's address must be verified (403), and the inviting account and the invited address
 * each have a budget per window (429). Checked on every invite call, resends included
 * (docs/decisions/0028-verified-privileges-and-current-rights.md).
 */
export async function admitMemberInvitation(
  { db, env }: UseCaseContext<'db' | 'env'>,
  inviterId: string,
  email: unknown,
) {
  await requireVerifiedAddress(db, inviterId, 'members.invite');
  const window = env.RATE_LIMIT_MEMBER_INVITES_WINDOW_SECONDS;
  const byAccount = await hitRateLimit(
    db,
    `member-invite:account:${inviterId}`,
    env.RATE_LIMIT_MEMBER_INVITES_PER_ACCOUNT,
    window,
  );
  if (!byAccount.allowed) throw new AppError('RATE_LIMITED', organizationMessages.invitesPerAccount);
  if (typeof email !== 'string') return;
  const key = recipientLimitKey('member-invite', email);
  const byRecipient = await hitRateLimit(db, key, env.RATE_LIMIT_MEMBER_INVITES_PER_RECIPIENT, window);
  if (!byRecipient.allowed) throw new AppError('RATE_LIMITED', organizationMessages.invitesPerRecipient);
}
