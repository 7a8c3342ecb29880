/**
 * One application per candidate per posting (docs/decisions/0021-candidate-rights.md): the
 * same e-mail, compared trimmed and case-insensitively, may apply again only when the posting's
 * retake policy allows it, and only once the waiting time has passed. Pure.
 */
import { DAY_MS } from './dates.ts';

export const RETAKE_DAYS_MAX = 365;

/** The form an address is compared (and stored) in. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type RetakeDecision = { allowed: true } | { allowed: false; retakeFrom: Date | null };

/**
 * Whether a candidate whose latest application was made at `lastAppliedAt` may apply now.
 * `retakeAfterDays` null means no retake ever; a number N means from N days after the last one.
 */
export function retakeDecision(lastAppliedAt: Date | null, retakeAfterDays: number | null, now: Date): RetakeDecision {
  if (!lastAppliedAt) return { allowed: true };
  if (retakeAfterDays === null) return { allowed: false, retakeFrom: null };
  const retakeFrom = new Date(lastAppliedAt.getTime() + retakeAfterDays * DAY_MS);
  return now.getTime() >= retakeFrom.getTime() ? { allowed: true } : { allowed: false, retakeFrom };
}

/**
 * Does an earlier application count against a new one (docs/decisions/0028)? Only a finished one
 * does: an interview the candidate submitted, or a request for the alternative process. An
 * unfinished interview never locks anyone out: anyone could have typed that address.
 */
export const countsAsApplication = (application: {
  submittedAt: Date | null;
  status: string;
  repeatOf?: string | null;
}) => !application.repeatOf && (application.submittedAt !== null || application.status === 'alternative-requested');

/** How long a "continue your application" link works. */
export const CONTINUE_LINK_DAYS = 7;

/** The message a second attempt gets, with the date they may apply again if any (an ISO day, UTC). */
export function alreadyAppliedMessage(retakeFrom: Date | null): string {
  const base = 'You have already applied for this position with this e-mail address.';
  return retakeFrom
    ? `${base} You may apply again from ${retakeFrom.toISOString().slice(0, 10)}.`
    : `${base} This employer does not allow a second application.`;
}
