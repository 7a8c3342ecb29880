/**
 * Human oversight: a rejection states why, from this short list, with an optional note (required
 * for "Other"). One home for the codes and labels; the server stores the code.
 */
export const REJECTION_REASONS = {
  qualifications: 'Did not meet required qualifications',
  better_fit: 'Another candidate was a better fit',
  position_closed: 'Position filled or closed',
  withdrew: 'Candidate withdrew',
  other: 'Other',
} as const;

export type RejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as [RejectionReason, ...RejectionReason[]];
export const REJECTION_NOTE_MAX = 1000;

export const decisionMessages = {
  reasonRequired: 'Choose a reason for the rejection',
  noteRequiredForOther: 'Describe the reason when you choose "Other"',
  noteTooLong: `The note must be at most ${REJECTION_NOTE_MAX} characters`,
} as const;

/** The label shown for a stored reason code; an unknown code (older data) is shown as is. */
export function rejectionReasonLabel(code: string): string {
  return (REJECTION_REASONS as Record<string, string>)[code] ?? code;
}

/** Shown beside every AI score in the review UI. */
export const AI_ADVISORY_LABEL = 'AI assessment — advisory; decisions are made by people';
