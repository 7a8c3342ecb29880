import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondRoundMessages, slotInPastMessage } from '../../../src/core/second-round.ts';
import { insertInterviews } from '../../support/factories.ts';
import { mimePart, startSmtpCapture, type CapturedMail } from '../../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';
import { actorFor } from '../../support/actors.ts';

/**
 * Second round: the accept e-mail carries the posting's booking link and a personal link to pick
 * one of the offered slots; the pick is recorded once and confirmed to both sides with a calendar
 * invitation that a maintained iCalendar parser reads back.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const BOOKING = 'https://cal.com/erin/second-round';
const inDays = (days: number, hourUtc: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

async function acceptedInterview() {
  const e = await actorFor(t, 'owner', { name: 'Erin Employer' });
  const posting = await createOpenPosting(e.client, { title: 'Data Analyst', description: 'Reads numbers.' });
  const postingId = posting.json.id as string;
  await e.client.put(`/api/postings/${postingId}/invitation-settings`, {
    reminderDays: 3,
    expiryDays: 14,
    bookingUrl: BOOKING,
  });
  const [id] = await insertInterviews(t.deps.database.db, [postingId], 1, { turns: false });
  const details = await e.client.get(`/api/interviews/${id}`);
  return {
    ...e,
    postingId,
    interviewId: id!,
    candidateEmail: details.json.candidateEmail as string,
    candidateName: details.json.fullName as string,
  };
}

const textOf = (mail: CapturedMail) => mimePart(mail.raw, 'text/plain') ?? mail.text;

function calendarEvent(mail: CapturedMail): VEvent {
  const ics = mimePart(mail.raw, 'text/calendar');
  if (!ics) throw new Error('no calendar part');
  const events = Object.values(ical.sync.parseICS(ics)).filter((item) => item?.type === 'VEVENT') as VEvent[];
  expect(events).toHaveLength(1);
  return events[0]!;
}

const attendeeEmails = (event: VEvent) =>
  [event.attendee]
    .flat()
    .map((a) => (typeof a === 'string' ? a : a?.val))
    .map((value) =>
      String(value)
        .replace(/^mailto:/i, '')
        .toLowerCase(),
    );

describe('accept e-mail with a second round', () => {
  it('offers booking link and slots; the candidate picks one; both get the ICS invitation', async () => {
    const e = await acceptedInterview();
    const brand = { displayName: null, accentColor: '#BE123C', supportEmail: 'jobs@erin.example', websiteUrl: null };
    const saved = await e.client.put('/api/organization/brand', brand);
    expect(saved.status).toBe(200);
    expect((await e.client.patch(`/api/interviews/${e.interviewId}/status`, { status: 'accepted' })).status).toBe(200);
    const slots = [
      { startsAt: inDays(3, 9), durationMinutes: 30 },
      { startsAt: inDays(4, 14), durationMinutes: 45 },
    ];
    const sent = await e.client.post(`/api/interviews/${e.interviewId}/decision-mail`, {
      subject: 'Next steps',
      body: 'Dear candidate,\n\nPlease choose a time.',
      includeBookingLink: true,
      slots,
    });
    expect(sent.status).toBe(202);

    const accept = await smtp.waitFor((m) => m.to.includes(e.candidateEmail) && m.subject === 'Next steps');
    const body = textOf(accept);
    expect(body).toContain(BOOKING);
    const token = /\/second-round\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(token).toBeTruthy();

    const page = await fetch(`${t.url}/api/public/second-round/${token}`);
    expect(page.status).toBe(200);
    const offer = (await page.json()) as {
      slots: unknown[];
      chosenSlot: number | null;
      bookingUrl: string;
      brand: Record<string, unknown>;
    };
    expect(offer.slots).toEqual(slots);
    // The employer's brand, as on the interview page: no display name falls back to the organization's name.
    expect(offer.brand).toEqual({
      name: saved.json.organizationName,
      accentColor: '#be123c',
      logoUrl: null,
      supportEmail: 'jobs@erin.example',
      websiteUrl: null,
    });
    expect(offer.chosenSlot).toBeNull();
    expect(offer.bookingUrl).toBe(BOOKING);

    const pick = await fetch(`${t.url}/api/public/second-round/${token}/pick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slot: 1 }),
    });
    expect(pick.status).toBe(200);
    const again = await fetch(`${t.url}/api/public/second-round/${token}/pick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slot: 0 }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      secondRoundMessages.alreadyChosen,
    );

    const view = await e.client.get(`/api/interviews/${e.interviewId}/second-round`);
    expect(view.status).toBe(200);
    expect(view.json.bookingUrl).toBe(BOOKING);
    expect(view.json.offer.chosenSlot).toBe(1);
    expect(view.json.offer.slots).toEqual(slots);

    const toCandidate = await smtp.waitFor(
      (m) => m.to.includes(e.candidateEmail) && m.subject.startsWith('Confirmed:'),
    );
    const toEmployer = await smtp.waitFor((m) => m.to.includes(e.account.email) && /picked a time/.test(m.subject));
    for (const mail of [toCandidate, toEmployer]) {
      const event = calendarEvent(mail);
      expect(event.start.toISOString()).toBe(slots[1]!.startsAt);
      expect(event.end?.toISOString()).toBe(new Date(Date.parse(slots[1]!.startsAt) + 45 * 60_000).toISOString());
      expect(String(event.summary)).toBe('Second-round interview: Data Analyst');
      expect(attendeeEmails(event)).toContain(e.candidateEmail.toLowerCase());
      expect(attendeeEmails(event)).toContain(e.account.email.toLowerCase());
    }
    expect(calendarEvent(toCandidate).uid).toBe(calendarEvent(toEmployer).uid);
  });

  it('sends only the booking link when no slots are offered (no scheduling page)', async () => {
    const e = await acceptedInterview();
    await e.client.patch(`/api/interviews/${e.interviewId}/status`, { status: 'accepted' });
    const sent = await e.client.post(`/api/interviews/${e.interviewId}/decision-mail`, {
      subject: 'Book a time',
      body: 'Dear candidate,',
      includeBookingLink: true,
    });
    expect(sent.status).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes(e.candidateEmail) && m.subject === 'Book a time');
    expect(textOf(mail)).toContain(BOOKING);
    expect(textOf(mail)).not.toContain('/second-round/');
    expect((await e.client.get(`/api/interviews/${e.interviewId}/second-round`)).json.offer).toBeNull();
  });

  it('refuses slots for a candidate not accepted, slots in the past and more than five', async () => {
    const e = await acceptedInterview();
    const changeReason = 'Second-round test changes its mind';
    await e.client.patch(`/api/interviews/${e.interviewId}/status`, {
      status: 'rejected',
      reason: 'withdrew',
      changeReason,
    });
    const mail = { subject: 'Hi', body: 'Dear candidate,' };
    const future = { startsAt: inDays(2, 10), durationMinutes: 30 };
    const notAccepted = await e.client.post(`/api/interviews/${e.interviewId}/decision-mail`, {
      ...mail,
      slots: [future],
    });
    expect(notAccepted.status).toBe(409);
    await e.client.patch(`/api/interviews/${e.interviewId}/status`, { status: 'accepted', changeReason });
    const pastSlot = { startsAt: inDays(-1, 10), durationMinutes: 30 };
    const past = await e.client.post(`/api/interviews/${e.interviewId}/decision-mail`, {
      ...mail,
      slots: [future, pastSlot],
      timeZone: 'Europe/Berlin',
    });
    expect(past.status).toBe(400);
    // The error names the slot, in the employer's time zone.
    expect(past.json.error.message).toBe(slotInPastMessage(pastSlot, 'Europe/Berlin'));
    expect(past.json.error.message).toMatch(
      /^The slot on \w{3} \d{1,2} \w{3} 11:00 \(Europe\/Berlin\) is in the past\./,
    );
    const six = Array.from({ length: 6 }, (_, n) => ({ startsAt: inDays(n + 1, 10), durationMinutes: 30 }));
    expect(
      (await e.client.post(`/api/interviews/${e.interviewId}/decision-mail`, { ...mail, slots: six })).status,
    ).toBe(400);
    expect((await e.client.get(`/api/interviews/${e.interviewId}/second-round`)).json.offer).toBeNull();
  });

  it('answers 404 to another employer and to an unknown scheduling token', async () => {
    const e = await acceptedInterview();
    const stranger = await actorFor(t, 'owner');
    expect((await stranger.client.get(`/api/interviews/${e.interviewId}/second-round`)).status).toBe(404);
    const foreignMail = await stranger.client.post(`/api/interviews/${e.interviewId}/decision-mail`, {
      subject: 'x',
      body: 'y',
      slots: [{ startsAt: inDays(2, 10), durationMinutes: 30 }],
    });
    expect(foreignMail.status).toBe(404);
    expect((await fetch(`${t.url}/api/public/second-round/unknown-token`)).status).toBe(404);
  });
});

describe('where, when and changing the second round', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('carries the meeting link and location into the mails and the .ics; the candidate reschedules and cancels, audited, the employer told', async () => {
    const e = await acceptedInterview();
    await e.client.patch(`/api/interviews/${e.interviewId}/status`, { status: 'accepted' });
    const slots = [
      { startsAt: inDays(3, 9), durationMinutes: 30 },
      { startsAt: inDays(5, 13), durationMinutes: 30 },
    ];
    const MEET = 'https://meet.example.com/abc-defg-hij';
    const bad = await e.client.post(`/api/interviews/${e.interviewId}/decision-mail`, {
      subject: 'Round two',
      body: 'Dear candidate,',
      slots,
      meetingUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    const sent = await e.client.post(`/api/interviews/${e.interviewId}/decision-mail`, {
      subject: 'Round two',
      body: 'Dear candidate,',
      slots,
      location: 'Main office, 2nd floor',
      meetingUrl: MEET,
      timeZone: 'America/New_York',
    });
    expect(sent.status, sent.text).toBe(202);
    const accept = await smtp.waitFor((m) => m.to.includes(e.candidateEmail) && m.subject === 'Round two');
    const token = /\/second-round\/([A-Za-z0-9_-]+)/.exec(textOf(accept))![1]!;
    const page = (await (await fetch(`${t.url}/api/public/second-round/${token}`)).json()) as Record<string, unknown>;
    expect(page).toMatchObject({
      location: 'Main office, 2nd floor',
      meetingUrl: MEET,
      timeZone: 'America/New_York',
      cancelled: false,
    });

    expect((await post(`/api/public/second-round/${token}/pick`, { slot: 0 })).status).toBe(200);
    const confirmed = await smtp.waitFor((m) => m.to.includes(e.candidateEmail) && m.subject.startsWith('Confirmed:'));
    const text = textOf(confirmed);
    expect(text).toContain('Where: Main office, 2nd floor');
    expect(text).toContain(MEET);
    expect(text).toContain('(America/New_York)');
    expect(text).toContain(`/second-round/${token}`);
    expect(confirmed.html).toContain(`href="${MEET}"`);
    const event = calendarEvent(confirmed);
    expect(String(event.location)).toBe('Main office, 2nd floor');
    expect(String(event.url)).toBe(MEET);
    expect(String(event.description)).toContain(MEET);

    // Reschedule to the other offered time: a new REQUEST of the same event, a higher SEQUENCE.
    expect((await post(`/api/public/second-round/${token}/reschedule`, { slot: 0 })).status).toBe(409);
    const moved = await post(`/api/public/second-round/${token}/reschedule`, { slot: 1 });
    expect(moved.status).toBe(200);
    const toEmployer = await smtp.waitFor((m) => m.to.includes(e.account.email) && /changed the time/.test(m.subject));
    const movedEvent = calendarEvent(toEmployer);
    expect(movedEvent.start.toISOString()).toBe(slots[1]!.startsAt);
    expect(movedEvent.uid).toBe(event.uid);
    expect(mimePart(toEmployer.raw, 'text/calendar')).toMatch(/^METHOD:REQUEST/m);
    expect((await e.client.get(`/api/interviews/${e.interviewId}/second-round`)).json.offer.chosenSlot).toBe(1);

    // Cancel: a CANCEL of the same event to both, audited, and nothing more can be changed.
    expect((await post(`/api/public/second-round/${token}/cancel`, {})).status).toBe(200);
    const cancelled = await smtp.waitFor((m) => m.to.includes(e.account.email) && / cancelled:/.test(m.subject));
    const ics = mimePart(cancelled.raw, 'text/calendar')!;
    expect(ics).toMatch(/^METHOD:CANCEL/m);
    expect(ics).toMatch(/^STATUS:CANCELLED/m);
    const toCandidate = await smtp.waitFor(
      (m) => m.to.includes(e.candidateEmail) && m.subject.startsWith('Cancelled:'),
    );
    expect(calendarEvent(toCandidate).uid).toBe(event.uid);
    expect((await post(`/api/public/second-round/${token}/cancel`, {})).status).toBe(409);
    const again = await post(`/api/public/second-round/${token}/reschedule`, { slot: 0 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(secondRoundMessages.cancelled);
    const audit = await e.client.get(`/api/audit-log?interviewId=${e.interviewId}`);
    const actions = JSON.stringify(audit.json);
    expect(actions).toContain('second_round.reschedule');
    expect(actions).toContain('second_round.cancel');
  });
});
