import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords from breach corpora, shipped with zxcvbn-ts (offline, no
 * network call). Compared case-insensitively: "Password1" is as weak as "password1".
 */
const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and is easy to guess. Please choose a less common one.';

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
