/**
 * Every account's personal organization has the slug `personal-<user id>`
 * (docs/decisions/0019-organizations.md). The prefix is reserved: nobody may create an organization
 * with it, so no one can sit on another account's personal slug (docs/decisions/0028).
 */
export const PERSONAL_SLUG_PREFIX = 'personal-';

export const personalSlug = (userId: string) => `${PERSONAL_SLUG_PREFIX}${userId}`;

/** Slugs only the server gives out (compared without case, as people read them). */
export const isReservedSlug = (slug: string) => slug.trim().toLowerCase().startsWith(PERSONAL_SLUG_PREFIX);
