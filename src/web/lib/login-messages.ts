/**
 * The notices /login may show, by code. The page shows only these: text from the URL is never
 * displayed (a link could otherwise make our page say "Your account is locked, call …").
 */
export const loginMessages = {
  'password-updated': 'Password updated successfully. Please log in with your new password.',
} as const;

export type LoginMessageCode = keyof typeof loginMessages;

/** The notice for a `?message=` code; unknown or missing codes show nothing. */
export function loginMessageFor(code: string | null | undefined): string | null {
  return code && Object.hasOwn(loginMessages, code) ? loginMessages[code as LoginMessageCode] : null;
}

export const loginHrefWithMessage = (code: LoginMessageCode) => `/login?message=${code}`;
