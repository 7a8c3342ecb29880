import { hitRateLimit } from '../../auth/rate-limit.ts';
import { recipientLimitKey } from './recipient-key.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Counts one e-mail that anyone, without signing in, can make us send to a typed address (an
 * alternative-process confirmation, a "continue your application" link). False past
 * RATE_LIMIT_PUBLIC_MAIL_PER_RECIPIENT per public window: the caller then sends nothing and
 * answers the browser exactly as otherwise, so the cap tells nobody anything
 * (docs/decisions/0028-verified-privileges-and-current-rights.md).
 */
export async function spendPublicMail(
  { db, env }: UseCaseContext<'db' | 'env'>,
  email: string,
  /**
   * The budget: the notes about earlier applications and alternative requests share one; the
   * intake confirmation has its own of the same size, so confirmations cannot use up the budget
   * of the notes that protect the mailbox owner (docs/decisions/0043).
   */
  budget: 'public-mail' | 'intake-confirmation' = 'public-mail',
): Promise<boolean> {
  const key = recipientLimitKey(budget, email);
  const result = await hitRateLimit(
    db,
    key,
    env.RATE_LIMIT_PUBLIC_MAIL_PER_RECIPIENT,
    env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
  );
  return result.allowed;
}
