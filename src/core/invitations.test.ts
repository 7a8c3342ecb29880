import { interviewLength } from './interview-length.ts';
import { describe, expect, it } from 'vitest';
import {
  checkInvitationCandidate,
  INVITATION_CSV_MAX_ROWS,
  invitationExpiresAt,
  importOutcome,
  invitationMailValues,
  invitationMessages,
  invitationStatusAt,
  invitationUrlFor,
  sortInvitationRows,
} from './invitations.ts';
import { paragraphsToText } from './mail-layout.ts';
import { defaultTemplate, renderMailTemplate } from './mail-templates.ts';

describe('checkInvitationCandidate', () => {
  it('normalises the name and lower-cases the e-mail', () => {
    expect(checkInvitationCandidate('  Ada   Lovelace ', ' ADA@Example.com ')).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('names what is wrong', () => {
    expect(checkInvitationCandidate('', 'a@example.com')).toEqual({ reason: invitationMessages.nameMissing });
    expect(checkInvitationCandidate('A', '')).toEqual({ reason: invitationMessages.emailMissing });
    expect(checkInvitationCandidate('A', 'nope')).toEqual({ reason: invitationMessages.emailInvalid });
    expect(checkInvitationCandidate('x'.repeat(201), 'a@example.com')).toEqual({
      reason: invitationMessages.nameTooLong,
    });
    expect(checkInvitationCandidate('A', `${'x'.repeat(320)}@example.com`)).toEqual({
      reason: invitationMessages.emailTooLong,
    });
  });
});

describe('sortInvitationRows', () => {
  it('skips a header and blank rows, numbers rows as in the file and reports duplicates', () => {
    const sorted = sortInvitationRows([
      ['Name', 'Email'],
      ['Ada', 'ada@example.com'],
      ['', ''],
      ['Bad', 'bad'],
      ['Ada 2', 'ADA@example.com'],
      ['Alan', 'alan@example.com', 'extra cells are ignored'],
    ]);
    expect(sorted).toEqual({
      ok: true,
      candidates: [
        { fullName: 'Ada', email: 'ada@example.com', row: 2 },
        { fullName: 'Alan', email: 'alan@example.com', row: 6 },
      ],
      problems: [
        { row: 4, reason: invitationMessages.emailInvalid, email: 'bad' },
        { row: 5, reason: invitationMessages.duplicateInFile, email: 'ada@example.com' },
      ],
    });
  });

  it('takes a file without a header from row 1', () => {
    const sorted = sortInvitationRows([['Ada', 'ada@example.com']]);
    expect(sorted.ok && sorted.candidates[0]?.row).toBe(1);
  });

  it('refuses an empty file and one over the row limit as a whole', () => {
    expect(sortInvitationRows([['name', 'email']])).toEqual({ ok: false, reason: invitationMessages.csvEmpty });
    const rows = Array.from({ length: INVITATION_CSV_MAX_ROWS + 1 }, (_, n) => [`P${n}`, `p${n}@example.com`]);
    expect(sortInvitationRows(rows)).toEqual({ ok: false, reason: invitationMessages.tooManyRows });
    expect(sortInvitationRows(rows.slice(1)).ok).toBe(true);
  });
});

describe('invitation status', () => {
  const created = new Date('2026-01-01T00:00:00Z');
  const expiresAt = invitationExpiresAt(created, 14);

  it('expires after the given days, unless the candidate started', () => {
    expect(expiresAt.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    const before = new Date('2026-01-14T23:59:59Z');
    expect(invitationStatusAt({ status: 'sent', expiresAt }, before)).toBe('sent');
    expect(invitationStatusAt({ status: 'opened', expiresAt }, expiresAt)).toBe('expired');
    expect(invitationStatusAt({ status: 'started', expiresAt }, new Date('2027-01-01'))).toBe('started');
    expect(invitationStatusAt({ status: 'submitted', expiresAt }, new Date('2027-01-01'))).toBe('submitted');
  });

  it('mails the personal link and its expiry day', () => {
    const link = invitationUrlFor('https://jobs.example.com/', 'tok_en-1');
    expect(link).toBe('https://jobs.example.com/invite/tok_en-1');
    const length = interviewLength({ timeLimitsSeconds: [90, 90, 90, 90, 90] });
    const values = invitationMailValues({
      candidateName: 'Ada',
      jobTitle: 'Analyst',
      link,
      expiresAt,
      length,
      companyName: 'Acme',
    });
    for (const kind of ['invitation', 'reminder'] as const) {
      const mail = renderMailTemplate(defaultTemplate(kind), values);
      const text = paragraphsToText(mail.paragraphs);
      expect(text).toContain(link);
      expect(text).toContain('works until Thu 15 Jan 2026');
      // The plan's real length, never a fixed "15 minutes" or "10 questions".
      expect(text).toContain('The interview has 5 questions (90 seconds per answer) and takes about 10 minutes.');
    }
    expect(renderMailTemplate(defaultTemplate('invitation'), values).subject).toBe(
      'You are invited to interview for Analyst',
    );
  });
});

describe('importOutcome', () => {
  it('reads a partial import as a success that lists what was skipped; only nothing sent is an error', () => {
    const skipped = [{ row: 4, reason: 'Already invited', email: 'a@example.com' }];
    expect(importOutcome({ created: 3, rejected: skipped })).toEqual({
      tone: 'success',
      message: '3 invitations sent. 1 row was skipped (see below).',
    });
    expect(importOutcome({ created: 1, rejected: [] })).toEqual({ tone: 'success', message: '1 invitation sent.' });
    expect(importOutcome({ created: 0, rejected: [...skipped, ...skipped] })).toEqual({
      tone: 'error',
      message: 'No invitations sent: 2 rows were skipped (see below).',
    });
  });
});
