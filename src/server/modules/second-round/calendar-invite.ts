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
  /** Where it takes place (LOCATION) and the video meeting (URL; also LOCATION when no place is named). */
  location?: string | null;
  meetingUrl?: string | null;
  /** Raised with every change (a new time, a cancellation), so calendars take the newest. */
  sequence?: number;
  /** A cancellation (METHOD:CANCEL, STATUS:CANCELLED) of the same event. */
  cancelled?: boolean;
};

/** An iCalendar REQUEST or CANCEL (RFC 5545) for the chosen slot, made with the `ics` library, as an attachment. */
export function calendarInviteAttachment(invite: CalendarInvite): MailAttachment {
  const method = invite.cancelled ? 'CANCEL' : 'REQUEST';
  const where = invite.location ?? invite.meetingUrl ?? undefined;
  const { error, value } = createEvent({
    uid: invite.uid,
    method,
    sequence: invite.sequence ?? 0,
    start: Date.parse(invite.slot.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: invite.slot.durationMinutes },
    title: secondRoundTitle(invite.jobTitle),
    description: [
      `Second-round interview for the ${invite.jobTitle} position.`,
      ...(invite.meetingUrl ? [`Join the meeting: ${invite.meetingUrl}`] : []),
    ].join('\n'),
    ...(where ? { location: where } : {}),
    ...(invite.meetingUrl ? { url: invite.meetingUrl } : {}),
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: invite.organizer,
    attendees: [
      { name: invite.candidate.name, email: invite.candidate.email, rsvp: true, role: 'REQ-PARTICIPANT' },
      { name: invite.organizer.name, email: invite.organizer.email, role: 'CHAIR' },
    ],
    productId: 'screenroom/second-round',
  });
  if (error || !value) throw error ?? new Error('calendar invitation could not be made');
  return {
    filename: invite.cancelled ? 'cancellation.ics' : 'invitation.ics',
    content: value,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
