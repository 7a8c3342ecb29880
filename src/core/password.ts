/** Password rules for employer accounts: enforced by the auth server, stated by the forms. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;
