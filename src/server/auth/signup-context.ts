import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the sign-up request carried besides better-auth's own fields, for the hook that creates
 * the account's records inside that request (better-auth does not pass unknown fields on).
 */
type SignUpExtras = { companyName?: string };

const current = new AsyncLocalStorage<SignUpExtras>();

export const runWithSignUpExtras = <T>(extras: SignUpExtras, work: () => Promise<T>): Promise<T> =>
  current.run(extras, work);

/** The company name typed at sign-up, inside the sign-up request; undefined elsewhere. */
export const signUpCompanyName = (): string | undefined => current.getStore()?.companyName;
