/** Whole days in milliseconds: retention, report ranges and date filters count in UTC days. */
export const DAY_MS = 86_400_000;

/** A from–to date filter whose start is after its end. */
export const DATE_ORDER_MESSAGE = 'The start date must not be after the end date.';
