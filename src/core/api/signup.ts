import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../limits.ts';
import { ORGANIZATION_NAME_MAX } from './organizations.ts';

/**
 * Sign-up: the extra field we take beside better-auth's own (name, email, password) and the
 * messages the page and the server share (docs/decisions/0042-setup-plan-first-and-preview.md).
 */
/** Where our server mounts better-auth; its client and its server configuration both read it. */
export const AUTH_BASE_PATH = '/api/auth';

export const SIGNUP_PATH = `${AUTH_BASE_PATH}/sign-up/email`;

export const signupMessages = {
  /** PRODUCT-SPEC §8: the answer to an address that already has an account. */
  duplicate: 'An account with this email already exists. Please sign in instead.',
  fullNameRequired: 'Please enter your full name',
  companyRequired: 'Please enter your company name.',
  companyTooLong: `The company name must be at most ${ORGANIZATION_NAME_MAX} characters.`,
  fullNameTooLong: `The name must be at most ${NAME_MAX_LENGTH} characters.`,
  /** The dashboard banner while the address is unconfirmed. */
  verifyBanner: 'Please verify your e-mail address: open the link we sent to',
} as const;

/** The stable code of the duplicate answer (better-auth's client reads `code` and `message`). */
export const DUPLICATE_ACCOUNT_CODE = 'USER_ALREADY_EXISTS';

/** The company name becomes the name of the account's own organization. */
export const companyNameSchema = z
  .string(signupMessages.companyRequired)
  .trim()
  .min(1, signupMessages.companyRequired)
  .max(ORGANIZATION_NAME_MAX, signupMessages.companyTooLong)
  .refine((value) => !/\p{Cc}/u.test(value), signupMessages.companyRequired);

/**
 * What the sign-up endpoint takes besides better-auth's fields. `companyName` is asked by the
 * page; API clients that leave it out get an organization named after the person (as before).
 */
export const signupExtrasSchema = z.object({ companyName: companyNameSchema.optional() });
