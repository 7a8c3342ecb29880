import { z } from 'zod';

/**
 * Second-round scheduling (docs/decisions/0022-invitations-and-scheduling.md): the employer's
 * booking link and/or 1–5 time slots offered in the accept e-mail; the candidate picks one.
 */

export const SLOTS_MAX = 5;
export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 480;
export const BOOKING_URL_MAX = 500;

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
} as const;

/** The interview status under which a second round is offered and its slots can be picked. */
export const SECOND_ROUND_STATUS = 'accepted';

/** An https URL (a Cal.com, Calendly or any other booking page); other schemes are refused. */
export const bookingUrlSchema = z
  .string()
  .trim()
  .max(BOOKING_URL_MAX, `The booking link must be at most ${BOOKING_URL_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, secondRoundMessages.bookingUrlHttps);

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

/** "2026-12-01 14:00–14:45 UTC": e-mails name UTC; the calendar invitation carries the exact time. */
export function describeSlot(slot: SecondRoundSlot): string {
  const start = new Date(slot.startsAt);
  const end = slotEnd(slot);
  const hm = (date: Date) => date.toISOString().slice(11, 16);
  return `${start.toISOString().slice(0, 10)} ${hm(start)}–${hm(end)} UTC`;
}

/** The lines the server adds under the employer's accept e-mail: the links the candidate uses. */
export function schedulingSection(links: { bookingUrl?: string | null; pickUrl?: string | null }): string {
  const lines: string[] = [];
  if (links.pickUrl) lines.push('Pick one of the times we offer (you get a calendar invitation):', links.pickUrl);
  if (links.bookingUrl) {
    if (lines.length) lines.push('');
    lines.push(links.pickUrl ? 'Or book another time that suits you:' : 'Book a time that suits you:');
    lines.push(links.bookingUrl);
  }
  return lines.join('\n');
}

export const secondRoundUrlFor = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/second-round/${encodeURIComponent(token)}`;

export type ConfirmationContext = {
  candidateName: string;
  candidateEmail: string;
  jobTitle: string;
  slot: SecondRoundSlot;
};

export const secondRoundTitle = (jobTitle: string) => `Second-round interview: ${jobTitle}`;

export function candidateConfirmationMail(context: ConfirmationContext) {
  return {
    subject: `Confirmed: ${secondRoundTitle(context.jobTitle)}`,
    text: [
      `Dear ${context.candidateName},`,
      '',
      `Thank you for choosing a time. Your second-round interview for the ${context.jobTitle} position is on ${describeSlot(context.slot)}.`,
      'The calendar invitation is attached. Reply to this e-mail if anything changes.',
      '',
      'Best regards,',
      'The hiring team',
    ].join('\n'),
  };
}

export function employerConfirmationMail(context: ConfirmationContext) {
  return {
    subject: `${context.candidateName} picked a time: ${secondRoundTitle(context.jobTitle)}`,
    text: [
      `${context.candidateName} (${context.candidateEmail}) chose ${describeSlot(context.slot)} for the second-round interview for ${context.jobTitle}.`,
      '',
      'The calendar invitation is attached.',
    ].join('\n'),
  };
}
