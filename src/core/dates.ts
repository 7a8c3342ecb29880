/** Whole days in milliseconds: retention, report ranges and date filters count in UTC days. */
export const DAY_MS = 86_400_000;

/** A from–to date filter whose start is after its end. */
export const DATE_ORDER_MESSAGE = 'The start date must not be after the end date.';

const MAIL_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date in an e-mail: "Thu 15 Jan 2026" (the UTC day; mails name deadlines by day). */
export const mailDate = (date: Date) => MAIL_DATE.format(date).replace(',', '');
