import { createEvent } from 'ics';
import { secondRoundTitle, type SecondRoundSlot } from '../../../core/second-round.ts';
import type { MailAttachment } from '../../adapters/mail/mailer.ts';

export type CalendarInvite = {
  /** Stable per offer, so a calendar updates the same event rather than adding another. */
  uid: string;
  jobTitle: string;
  slot: SecondRoundSlot;
  organizer: { name: string; email: string };
  candidate: { name: string; email: string };
};

/** An iCalendar REQUEST (RFC 5545) for the chosen slot, made with the `ics` library, as an attachment. */
export function calendarInviteAttachment(invite: CalendarInvite): MailAttachment {
  const { error, value } = createEvent({
    uid: invite.uid,
    method: 'REQUEST',
    start: Date.parse(invite.slot.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: invite.slot.durationMinutes },
    title: secondRoundTitle(invite.jobTitle),
    description: `Second-round interview for the ${invite.jobTitle} position.`,
    status: 'CONFIRMED',
    organizer: invite.organizer,
    attendees: [
      { name: invite.candidate.name, email: invite.candidate.email, rsvp: true, role: 'REQ-PARTICIPANT' },
      { name: invite.organizer.name, email: invite.organizer.email, role: 'CHAIR' },
    ],
    productId: 'screenroom/second-round',
  });
  if (error || !value) throw error ?? new Error('calendar invitation could not be made');
  return { filename: 'invitation.ics', content: value, contentType: 'text/calendar; charset=utf-8; method=REQUEST' };
}
