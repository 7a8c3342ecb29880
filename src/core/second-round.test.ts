import { describe, expect, it } from 'vitest';
import { decisionMailTemplate, REPLY_WITH_TIMES_LINE, SCHEDULING_LINE, withSchedulingLine } from './decision-mail.ts';
import {
  bookingUrlSchema,
  describeSlot,
  schedulingSection,
  secondRoundMessages,
  slotEnd,
  slotsInFuture,
  slotsSchema,
} from './second-round.ts';

describe('booking link', () => {
  it('accepts https booking pages only', () => {
    expect(bookingUrlSchema.safeParse('https://cal.com/erin/30min').success).toBe(true);
    expect(bookingUrlSchema.safeParse('https://calendly.com/erin').success).toBe(true);
    for (const bad of [
      'http://cal.com/erin',
      'javascript:alert(1)',
      'cal.com/erin',
      'https://user:pw@cal.com/x',
      'https://localhost/x',
    ]) {
      const parsed = bookingUrlSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(secondRoundMessages.bookingUrlHttps);
    }
  });
});

describe('slots', () => {
  const slot = { startsAt: '2026-12-01T14:00:00.000Z', durationMinutes: 45 };

  it('ends after its duration and reads in UTC', () => {
    expect(slotEnd(slot).toISOString()).toBe('2026-12-01T14:45:00.000Z');
    expect(describeSlot(slot)).toBe('2026-12-01 14:00–14:45 UTC');
  });

  it('allows up to five distinct slots of 15 to 480 minutes', () => {
    const five = Array.from({ length: 5 }, (_, n) => ({ ...slot, startsAt: `2026-12-0${n + 1}T14:00:00.000Z` }));
    expect(slotsSchema.safeParse(five).success).toBe(true);
    expect(slotsSchema.safeParse([...five, { ...slot, startsAt: '2026-12-09T14:00:00.000Z' }]).success).toBe(false);
    expect(slotsSchema.safeParse([slot, { ...slot }]).error?.issues[0]?.message).toBe(
      secondRoundMessages.slotsDuplicate,
    );
    expect(slotsSchema.safeParse([{ ...slot, durationMinutes: 10 }]).success).toBe(false);
  });

  it('checks that every slot is in the future', () => {
    expect(slotsInFuture([slot], new Date('2026-11-30T00:00:00Z'))).toBe(true);
    expect(slotsInFuture([slot], new Date('2026-12-01T14:00:00Z'))).toBe(false);
  });
});

describe('accept e-mail', () => {
  it('lists the scheduling page first, then the booking link', () => {
    expect(schedulingSection({ pickUrl: 'https://x/second-round/t', bookingUrl: 'https://cal.com/e' })).toBe(
      [
        'Pick one of the times we offer (you get a calendar invitation):',
        '',
        'https://x/second-round/t',
        '',
        'Or book another time that suits you:',
        '',
        'https://cal.com/e',
      ].join('\n'),
    );
    expect(schedulingSection({ bookingUrl: 'https://cal.com/e' })).toBe(
      'Book a time that suits you:\n\nhttps://cal.com/e',
    );
    expect(schedulingSection({})).toBe('');
  });

  it('asks for a reply with times unless a link goes with it, keeping the employer’s edits', () => {
    const context = { candidateName: 'Ada Lovelace', jobTitle: 'Analyst' };
    expect(decisionMailTemplate('accepted', context).body).toContain(REPLY_WITH_TIMES_LINE);
    expect(decisionMailTemplate('accepted', { ...context, scheduling: true }).body).toContain(SCHEDULING_LINE);
    const edited = decisionMailTemplate('accepted', context).body.replace('Dear Ada,', 'Hi Ada!');
    const scheduled = withSchedulingLine(edited, true);
    expect(scheduled).toContain('Hi Ada!');
    expect(scheduled).toContain(SCHEDULING_LINE);
    expect(withSchedulingLine(scheduled, false)).toBe(edited);
  });
});
