/**
 * Decisions revisited (docs/decisions/0041-decisions-revisited.md): the pure rules of accepting,
 * rejecting, changing a decision and acting on many candidates at once. Shared by server and web.
 */
import type { InterviewStatus } from './api/review.ts';

export type DecisionStatus = 'accepted' | 'rejected';

/** The most interviews one bulk request may name. */
export const BULK_IDS_MAX = 100;
export const CHANGE_REASON_MAX = 1000;

export const BULK_ACTIONS = ['accept', 'reject', 'archive', 'restore', 'email'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const decisionChangeMessages = {
  inProgress: 'This candidate has not submitted the interview yet, so there is nothing to decide.',
  changeReasonRequired: 'Say why you are changing the decision',
  changeReasonTooLong: `The reason for the change must be at most ${CHANGE_REASON_MAX} characters`,
  noDecisionYet: 'Accept or reject this candidate before sending the decision e-mail.',
  tooManyIds: `Choose at most ${BULK_IDS_MAX} candidates at a time`,
  noIds: 'Choose at least one candidate',
  bulkRateLimited: 'You have run too many bulk actions for now. Please try again in a few minutes.',
} as const;

/** The reason a refused decision on an application in progress carries (and a bulk row skipped for it). */
export const IN_PROGRESS_REASON = 'IN_PROGRESS';

/**
 * Has the candidate stopped before submitting? Such an application is "In progress": it offers no
 * decision and no decision e-mail. A candidate who asked for the alternative process never submits
 * the AI interview, yet is not in progress: a person decides on them.
 */
export function isInProgress(interview: { status: InterviewStatus; submittedAt: Date | string | null }): boolean {
  return interview.status === 'pending' && interview.submittedAt === null;
}

/**
 * What setting `next` on an interview whose status is `current` is: its first decision, the same
 * decision again (nothing changes, nothing is logged), or a change of an earlier decision (which
 * needs a reason and is logged as a change from → to).
 */
export function decisionStep(current: InterviewStatus, next: DecisionStatus): 'first' | 'same' | 'change' {
  if (current === next) return 'same';
  if (current === 'accepted' || current === 'rejected') return 'change';
  return 'first';
}

/** The decision an interview carries, if any (the decision e-mail follows it). */
export function decisionOf(status: InterviewStatus): DecisionStatus | null {
  return status === 'accepted' || status === 'rejected' ? status : null;
}

/** "Reject 3 candidates?" — the confirmation names what and how many. */
export function bulkConfirmTitle(action: BulkAction, count: number): string {
  const noun = count === 1 ? 'candidate' : 'candidates';
  const verb = { accept: 'Accept', reject: 'Reject', archive: 'Archive', restore: 'Restore', email: 'E-mail' }[action];
  return action === 'email' ? `E-mail the decision to ${count} ${noun}?` : `${verb} ${count} ${noun}?`;
}

/** The past tense a result banner uses ("3 rejected"). */
export const BULK_DONE = {
  accept: 'accepted',
  reject: 'rejected',
  archive: 'archived',
  restore: 'restored',
  email: 'e-mailed',
} as const satisfies Record<BulkAction, string>;
