import type { Action } from './access.ts';

/**
 * Keys to the public API (docs/decisions/0026-public-api.md). A key belongs to one organization
 * and carries scopes; each scope grants a fixed set of actions of src/core/access.ts.
 */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const SCOPE_ACTIONS: Record<ApiKeyScope, readonly Action[]> = {
  read: ['posting.read', 'plan.read', 'interview.read'],
  write: ['posting.create', 'posting.update', 'plan.edit', 'invitations.manage', 'interview.decide'],
};

/** May a key with these scopes take this action? */
export const scopesAllow = (scopes: readonly ApiKeyScope[], action: Action): boolean =>
  scopes.some((scope) => SCOPE_ACTIONS[scope].includes(action));

/** Every key starts with this, so a leaked key is recognisable (and secret scanners can find it). */
export const API_KEY_MARKER = 'sr_live_';
/** Characters of the random part shown as the key's visible prefix. */
export const API_KEY_VISIBLE_CHARS = 6;
/** Random characters (lower-case hex) after the marker. */
export const API_KEY_RANDOM_CHARS = 48;

const KEY_PATTERN = new RegExp(`^${API_KEY_MARKER}[0-9a-f]{${API_KEY_RANDOM_CHARS}}$`);

/** Is this shaped like one of our keys? Anything else is refused without a database lookup. */
export const isApiKeyShaped = (value: string): boolean => KEY_PATTERN.test(value);

/** The part of a key that may be shown again: `sr_live_ab12cd`. */
export const apiKeyPrefix = (key: string): string => key.slice(0, API_KEY_MARKER.length + API_KEY_VISIBLE_CHARS);

/** How long a POST's Idempotency-Key and its stored response are kept. */
export const IDEMPOTENCY_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX = 200;

/** Requests per key per minute. */
export const API_RATE_LIMIT = { limit: 120, windowSeconds: 60 } as const;

/** Page size of the public API's lists: default and largest. */
export const API_PAGE_DEFAULT = 50;
export const API_PAGE_MAX = 200;
