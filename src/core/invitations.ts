import { interviewLengthSentence, type InterviewLength } from './interview-length.ts';
import { z } from 'zod';
import { DAY_MS } from './dates.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './limits.ts';

/**
 * Candidate invitations (docs/decisions/0022-invitations-and-scheduling.md): who may be invited,
 * what a CSV row must hold, when a link expires and what each invitation's status is.
 */

export const INVITATION_CSV_MAX_ROWS = 1_000;
/** A CSV of 1,000 rows of name and e-mail fits easily; anything bigger is not an invitation list. */
export const INVITATION_CSV_MAX_BYTES = 512 * 1024;
/** Invitations one account may send in 24 hours (each is an e-mail from our address). */
export const INVITATIONS_PER_DAY_MAX = 2_000;
export const REMINDER_DAYS_DEFAULT = 3;
export const REMINDER_DAYS_MAX = 30;
export const EXPIRY_DAYS_DEFAULT = 14;
export const EXPIRY_DAYS_MAX = 90;

/** Stored statuses; "expired" is derived from the expiry time of one not yet started. */
export const invitationStatusValues = ['sent', 'opened', 'started', 'submitted', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatusValues)[number];
export type StoredInvitationStatus = Exclude<InvitationStatus, 'expired'>;

export const invitationMessages = {
  nameMissing: 'Name is missing',
  nameTooLong: `Name is longer than ${NAME_MAX_LENGTH} characters`,
  emailMissing: 'E-mail is missing',
  emailInvalid: 'E-mail is not a valid address',
  emailTooLong: `E-mail is longer than ${EMAIL_MAX_LENGTH} characters`,
  duplicateInFile: 'Same e-mail as an earlier row',
  alreadyInvited: 'Already invited to this posting',
  tooManyRows: `A CSV can hold at most ${INVITATION_CSV_MAX_ROWS} candidates`,
  csvEmpty: 'The CSV holds no candidates',
  csvTooLarge: `The CSV must be at most ${INVITATION_CSV_MAX_BYTES / 1024} KB`,
  csvUnreadable: 'The file could not be read as CSV',
  dailyLimit: `You can send at most ${INVITATIONS_PER_DAY_MAX.toLocaleString('en-US')} invitations in 24 hours. Please try again later.`,
  linkNotFound: 'This invitation link is not valid. Please check that you copied the whole link.',
  linkExpired: 'This invitation has expired. Please contact the employer if you would still like to apply.',
  postingClosed: 'This interview is no longer accepting candidates.',
} as const;

const emailFormat = z.email();

export type InvitationCandidate = { fullName: string; email: string };
export type RowProblem = { row: number; reason: string; email?: string };

/** One candidate's name and e-mail, or why they cannot be invited. E-mails are compared lower-cased. */
export function checkInvitationCandidate(fullName: string, email: string): InvitationCandidate | { reason: string } {
  const name = fullName.replace(/\s+/g, ' ').trim();
  const address = email.trim().toLowerCase();
  if (!name) return { reason: invitationMessages.nameMissing };
  if (name.length > NAME_MAX_LENGTH) return { reason: invitationMessages.nameTooLong };
  if (!address) return { reason: invitationMessages.emailMissing };
  if (address.length > EMAIL_MAX_LENGTH) return { reason: invitationMessages.emailTooLong };
  if (!emailFormat.safeParse(address).success) return { reason: invitationMessages.emailInvalid };
  return { fullName: name, email: address };
}

const looksLikeHeader = (record: readonly string[]) =>
  /name/i.test(record[0] ?? '') && /e-?mail/i.test(record[1] ?? '');

/**
 * Sorts parsed CSV records (name, e-mail) into candidates to invite and rows to report.
 * Row numbers count records in the file from 1, a header row included; blank lines are skipped.
 * More than the maximum number of rows refuses the whole file (nothing is half-imported).
 */
export function sortInvitationRows(
  records: readonly (readonly string[])[],
):
  | { ok: true; candidates: (InvitationCandidate & { row: number })[]; problems: RowProblem[] }
  | { ok: false; reason: string } {
  const start = records.length > 0 && looksLikeHeader(records[0]!) ? 1 : 0;
  const rows = records
    .map((record, index) => ({ record, row: index + 1 }))
    .slice(start)
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { ok: false, reason: invitationMessages.csvEmpty };
  if (rows.length > INVITATION_CSV_MAX_ROWS) return { ok: false, reason: invitationMessages.tooManyRows };
  const seen = new Set<string>();
  const candidates: (InvitationCandidate & { row: number })[] = [];
  const problems: RowProblem[] = [];
  for (const { record, row } of rows) {
    const checked = checkInvitationCandidate(record[0] ?? '', record[1] ?? '');
    if ('reason' in checked) {
      const email = (record[1] ?? '').trim().slice(0, EMAIL_MAX_LENGTH);
      problems.push({ row, reason: checked.reason, ...(email ? { email } : {}) });
    } else if (seen.has(checked.email)) {
      problems.push({ row, reason: invitationMessages.duplicateInFile, email: checked.email });
    } else {
      seen.add(checked.email);
      candidates.push({ ...checked, row });
    }
  }
  return { ok: true, candidates, problems };
}

export const invitationExpiresAt = (createdAt: Date, expiryDays: number) =>
  new Date(createdAt.getTime() + expiryDays * DAY_MS);

/** The status an employer sees: a link not yet used to start an interview expires at its time. */
export function invitationStatusAt(
  invitation: { status: StoredInvitationStatus; expiresAt: Date },
  now: Date,
): InvitationStatus {
  if ((invitation.status === 'sent' || invitation.status === 'opened') && invitation.expiresAt <= now) return 'expired';
  return invitation.status;
}

export type InvitationMailContext = {
  candidateName: string;
  jobTitle: string;
  link: string;
  expiresAt: Date;
  /** The interview's length as the candidate will meet it (the posting's latest published plan). */
  length: InterviewLength;
};

const day = (date: Date) => date.toISOString().slice(0, 10);

export function invitationMail(context: InvitationMailContext): { subject: string; text: string } {
  return {
    subject: `You are invited to interview for ${context.jobTitle}`,
    text: [
      `Dear ${context.candidateName},`,
      '',
      `You are invited to a video interview for the ${context.jobTitle} position.`,
      'Open your personal link to start; your name and e-mail are already filled in:',
      '',
      context.link,
      '',
      `The link is valid until ${day(context.expiresAt)}. ${interviewLengthSentence(context.length)}`,
      '',
      'Best regards,',
      'The hiring team',
    ].join('\n'),
  };
}

export function invitationReminderMail(context: InvitationMailContext): { subject: string; text: string } {
  return {
    subject: `Reminder: your interview for ${context.jobTitle}`,
    text: [
      `Dear ${context.candidateName},`,
      '',
      `A reminder that you are invited to a video interview for the ${context.jobTitle} position.`,
      'You can start whenever it suits you with your personal link:',
      '',
      context.link,
      '',
      `The link is valid until ${day(context.expiresAt)}. ${interviewLengthSentence(context.length)}`,
      '',
      'Best regards,',
      'The hiring team',
    ].join('\n'),
  };
}

export const invitationUrlFor = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(token)}`;
