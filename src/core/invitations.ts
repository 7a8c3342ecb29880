import { interviewLengthSentence, type InterviewLength } from './interview-length.ts';
import { z } from 'zod';
import { DAY_MS, mailDate } from './dates.ts';
import type { TemplateValues } from './mail-templates.ts';
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

/**
 * How an import's result reads: any invitation sent is a success, with the skipped rows listed
 * (3 of 4 sent is not an error); only an import that sent nothing is one.
 */
export function importOutcome(result: { created: number; rejected: readonly RowProblem[] }): {
  tone: 'success' | 'error';
  message: string;
} {
  const sent = `${result.created} ${result.created === 1 ? 'invitation' : 'invitations'} sent`;
  const skipped = result.rejected.length;
  if (skipped === 0) return { tone: 'success', message: `${sent}.` };
  const rows = `${skipped} ${skipped === 1 ? 'row was' : 'rows were'} skipped`;
  if (result.created === 0) return { tone: 'error', message: `No invitations sent: ${rows} (see below).` };
  return { tone: 'success', message: `${sent}. ${rows} (see below).` };
}

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

/**
 * The values of the invitation and reminder templates (src/core/mail-templates.ts): the plan's
 * real length, never a fixed "15 minutes" or "10 questions".
 */
export function invitationMailValues(context: InvitationMailContext & { companyName: string }): TemplateValues {
  return {
    companyName: context.companyName,
    jobTitle: context.jobTitle,
    candidateName: context.candidateName,
    interviewLink: context.link,
    expiresOn: mailDate(context.expiresAt),
    interviewLength: interviewLengthSentence(context.length),
  };
}

export const invitationUrlFor = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(token)}`;
