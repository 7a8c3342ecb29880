import { z } from 'zod';
import { paragraphsToText, type Paragraph } from './mail-layout.ts';

/**
 * Second-round scheduling (docs/decisions/0022-invitations-and-scheduling.md): the employer's
 * booking link and/or 1–5 time slots offered in the accept e-mail; the candidate picks one.
 */

export const SLOTS_MAX = 5;
export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 480;
export const BOOKING_URL_MAX = 500;
export const LOCATION_MAX = 200;

export const secondRoundMessages = {
  bookingUrlHttps: 'The booking link must be an https:// address',
  slotsTooMany: `Offer at most ${SLOTS_MAX} time slots`,
  slotInPast: 'Every time slot must be in the future',
  slotDuration: `A slot lasts ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX} minutes`,
  slotsDuplicate: 'Two slots start at the same time',
  offerNeedsAccepted: 'A second round can only be offered to an accepted candidate.',
  noBookingUrl: 'This posting has no booking link. Add one in the posting settings.',
  linkNotFound: 'This scheduling link is not valid. Please check that you copied the whole link.',
  alreadyChosen: 'A time has already been chosen for this interview.',
  slotUnknown: 'Please pick one of the offered times.',
  slotPassed: 'This time has already passed. Please pick another one or reply to the e-mail.',
  offerWithdrawn:
    'This invitation to a second round is no longer open. Please reply to the e-mail if you have questions.',
  meetingUrlHttps: 'The meeting link must be an https:// address',
  locationTooLong: `The location must be at most ${LOCATION_MAX} characters`,
  timeZoneUnknown: 'Unknown time zone',
  notChosen: 'No time has been chosen yet. Please pick one of the offered times.',
  sameSlot: 'This is already your time. Pick another one to change it.',
  cancelled: 'You cancelled this second-round interview. Please reply to the e-mail if you want a new time.',
} as const;

/** "The slot on Tue 3 Dec 10:00 (Europe/Berlin) is in the past": an error names the slot it is about. */
export const slotInPastMessage = (slot: SecondRoundSlot, timeZone?: string | null) =>
  `The slot on ${slotStartText(slot, timeZone)} is in the past. Please choose a later time.`;

/** The interview status under which a second round is offered and its slots can be picked. */
export const SECOND_ROUND_STATUS = 'accepted';

const isHttpsPage = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** An https URL (a Cal.com, Calendly or any other booking page); other schemes are refused. */
export const bookingUrlSchema = z
  .string()
  .trim()
  .max(BOOKING_URL_MAX, `The booking link must be at most ${BOOKING_URL_MAX} characters`)
  .refine(isHttpsPage, secondRoundMessages.bookingUrlHttps);

/** The second round's video meeting (Zoom, Teams, Meet…): https only, like the booking link. */
export const meetingUrlSchema = z
  .string()
  .trim()
  .max(BOOKING_URL_MAX, `The meeting link must be at most ${BOOKING_URL_MAX} characters`)
  .refine(isHttpsPage, secondRoundMessages.meetingUrlHttps);

/** Where the second round takes place: one line of text. */
export const locationSchema = z
  .string()
  .trim()
  .max(LOCATION_MAX, secondRoundMessages.locationTooLong)
  .transform((value) => value.replace(/\s+/g, ' '));

/** Whether the runtime knows this IANA time zone name ("Europe/Berlin"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string().trim().max(64).refine(isTimeZone, secondRoundMessages.timeZoneUnknown);

export const slotSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: 'Each slot needs a date and time' }),
  durationMinutes: z
    .number()
    .int()
    .min(SLOT_MINUTES_MIN, secondRoundMessages.slotDuration)
    .max(SLOT_MINUTES_MAX, secondRoundMessages.slotDuration),
});
export type SecondRoundSlot = z.infer<typeof slotSchema>;

export const slotsSchema = z
  .array(slotSchema)
  .max(SLOTS_MAX, secondRoundMessages.slotsTooMany)
  .refine(
    (slots) => new Set(slots.map((slot) => Date.parse(slot.startsAt))).size === slots.length,
    secondRoundMessages.slotsDuplicate,
  );

export const slotEnd = (slot: SecondRoundSlot) => new Date(Date.parse(slot.startsAt) + slot.durationMinutes * 60_000);

/** Whether every slot starts after `now` (checked by the server when the offer is made). */
export const slotsInFuture = (slots: readonly SecondRoundSlot[], now: Date) =>
  slots.every((slot) => Date.parse(slot.startsAt) > now.getTime());

const formatIn = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour12: false, ...options });

/** "Tue 3 Dec 10:00 (Europe/Berlin)": a slot's start in the employer's time zone (UTC without one). */
export function slotStartText(slot: SecondRoundSlot, timeZone?: string | null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const start = new Date(slot.startsAt);
  const day = formatIn(zone, { weekday: 'short', day: 'numeric', month: 'short' }).format(start).replace(',', '');
  const time = formatIn(zone, { hour: '2-digit', minute: '2-digit' }).format(start);
  return `${day} ${time} (${zone})`;
}

/** "Tue 3 Dec 2026, 10:00–10:45 (Europe/Berlin)": a slot in mails, in the employer's time zone. */
export function describeSlotIn(slot: SecondRoundSlot, timeZone?: string | null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const start = new Date(slot.startsAt);
  const day = formatIn(zone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    .format(start)
    .replace(',', '');
  const hm = formatIn(zone, { hour: '2-digit', minute: '2-digit' });
  return `${day}, ${hm.format(start)}–${hm.format(slotEnd(slot))} (${zone})`;
}

/** The first slot that does not start after `now`, if any (named in the error). */
export const firstSlotNotInFuture = (slots: readonly SecondRoundSlot[], now: Date) =>
  slots.find((slot) => Date.parse(slot.startsAt) <= now.getTime());

/** "2026-12-01 14:00–14:45 UTC": e-mails name UTC; the calendar invitation carries the exact time. */
export function describeSlot(slot: SecondRoundSlot): string {
  const start = new Date(slot.startsAt);
  const end = slotEnd(slot);
  const hm = (date: Date) => date.toISOString().slice(11, 16);
  return `${start.toISOString().slice(0, 10)} ${hm(start)}–${hm(end)} UTC`;
}

/** The paragraphs the server adds under the employer's accept e-mail: the links the candidate uses. */
export function schedulingParagraphs(links: { bookingUrl?: string | null; pickUrl?: string | null }): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  if (links.pickUrl)
    paragraphs.push(
      [[{ text: 'Pick one of the times we offer (you get a calendar invitation):' }]],
      [[{ link: links.pickUrl, label: 'Choose a time' }]],
    );
  if (links.bookingUrl)
    paragraphs.push(
      [[{ text: links.pickUrl ? 'Or book another time that suits you:' : 'Book a time that suits you:' }]],
      [[{ link: links.bookingUrl, label: 'Book a time' }]],
    );
  return paragraphs;
}

/** The same as text (the mailto fallback and tests). */
export const schedulingSection = (links: { bookingUrl?: string | null; pickUrl?: string | null }): string =>
  paragraphsToText(schedulingParagraphs(links));

export const secondRoundUrlFor = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/second-round/${encodeURIComponent(token)}`;

export type ConfirmationContext = {
  candidateName: string;
  candidateEmail: string;
  jobTitle: string;
  slot: SecondRoundSlot;
  timeZone?: string | null;
  location?: string | null;
  meetingUrl?: string | null;
};

export const secondRoundTitle = (jobTitle: string) => `Second-round interview: ${jobTitle}`;

/** The values of the candidate's "Second round confirmed" template (src/core/mail-templates.ts). */
export function secondRoundMailValues(context: ConfirmationContext & { manageLink: string }) {
  return {
    candidateName: context.candidateName,
    jobTitle: context.jobTitle,
    slotTime: describeSlotIn(context.slot, context.timeZone),
    location: context.location ? `Where: ${context.location}` : '',
    meetingLink: context.meetingUrl ?? '',
    manageLink: context.manageLink,
  };
}

export type EmployerNotice = 'picked' | 'rescheduled' | 'cancelled';

/** To the employer who made the offer: what the candidate did, when and where. */
export function employerConfirmationMail(context: ConfirmationContext & { notice?: EmployerNotice }) {
  const notice = context.notice ?? 'picked';
  const when = describeSlotIn(context.slot, context.timeZone);
  const verb = { picked: 'picked a time', rescheduled: 'changed the time', cancelled: 'cancelled' }[notice];
  const first = {
    picked: `${context.candidateName} (${context.candidateEmail}) chose ${when} for the second-round interview for ${context.jobTitle}.`,
    rescheduled: `${context.candidateName} (${context.candidateEmail}) moved the second-round interview for ${context.jobTitle} to ${when}.`,
    cancelled: `${context.candidateName} (${context.candidateEmail}) cancelled the second-round interview for ${context.jobTitle} on ${when}.`,
  }[notice];
  return {
    subject: `${context.candidateName} ${verb}: ${secondRoundTitle(context.jobTitle)}`,
    text: [
      first,
      ...(context.location ? ['', `Where: ${context.location}`] : []),
      ...(context.meetingUrl ? ['', `Meeting link: ${context.meetingUrl}`] : []),
      '',
      notice === 'cancelled'
        ? 'The calendar cancellation is attached. You can offer new times from the interview page.'
        : 'The calendar invitation is attached.',
    ].join('\n'),
  };
}
