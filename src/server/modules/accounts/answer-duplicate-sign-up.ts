import type { UseCaseContext } from '../../deps.ts';
import { eq } from 'drizzle-orm';
import { DUPLICATE_ACCOUNT_CODE, signupMessages } from '../../../core/api/signup.ts';
import { existingAccountMail } from '../../auth/auth-mails.ts';
import { hitRateLimit, isRateLimitSpent } from '../../auth/rate-limit.ts';
import { user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';
import { spendPublicMail } from '../mail-limits/spend-public-mail.ts';

type Deps = UseCaseContext<'db' | 'env' | 'queue'>;

const duplicatesKey = (ip: string) => `auth:signup-duplicates:ip:${ip}`;

const tooManyProbes = () => new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');

/**
 * Before a sign-up: an IP that was told "already exists" RATE_LIMIT_SIGNUP_DUPLICATES_PER_IP times
 * in the auth window may not sign up at all until it ends, new address or not, so the answer
 * stops telling it anything (docs/decisions/0042-setup-plan-first-and-preview.md).
 */
export async function admitSignUp(deps: Deps, ip: string): Promise<void> {
  if (await isRateLimitSpent(deps.db, duplicatesKey(ip), deps.env.RATE_LIMIT_SIGNUP_DUPLICATES_PER_IP)) {
    throw tooManyProbes();
  }
}

/**
 * The address already has an account: counts the answer against the IP, tells the owner by mail
 * (at most RATE_LIMIT_PUBLIC_MAIL_PER_RECIPIENT per public window) and returns the refusal the
 * specification words. Nothing about the account changes.
 */
export async function answerDuplicateSignUp(
  deps: Deps,
  ip: string,
  email: string,
  publicUrl: string,
): Promise<AppError> {
  await hitRateLimit(
    deps.db,
    duplicatesKey(ip),
    deps.env.RATE_LIMIT_SIGNUP_DUPLICATES_PER_IP,
    deps.env.RATE_LIMIT_WINDOW_SECONDS,
  );
  const address = email.trim().toLowerCase();
  const [owner] = await deps.db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.email, address))
    .limit(1);
  if (owner && (await spendPublicMail(deps, owner.email))) {
    await deps.queue.send(sendMailJob, { to: owner.email, ...existingAccountMail(owner.name, publicUrl) });
  }
  return new AppError('CONFLICT', signupMessages.duplicate, { authCode: DUPLICATE_ACCOUNT_CODE });
}
