import { CANDIDATE_TOKEN_HEADER } from '../../../core/candidate-messages.ts';
import { eq } from 'drizzle-orm';
import { candidateMessages } from '../../../core/api/candidate.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { candidateTokenMatches } from './candidate-token.ts';
import { loadInterviewWithOwner } from './interview-with-owner.ts';
import { isUuid } from '../../../core/ids.ts';
import { postingOpenMessages, postingOpenState } from '../../../core/posting-open.ts';
import { previewUsableBy } from '../../../core/candidate-preview.ts';

/** A posting a candidate may apply to: exists, its plan is published, and it is switched on. */
export async function findOpenPosting(db: Db, postingId: string) {
  if (!postingId) throw new AppError('VALIDATION', candidateMessages.invalidLink);
  if (!isUuid(postingId)) throw new AppError('NOT_FOUND', candidateMessages.notFound);
  const [posting] = await db.select().from(jobPostings).where(eq(jobPostings.id, postingId));
  if (!posting) throw new AppError('NOT_FOUND', candidateMessages.notFound);
  const state = postingOpenState(posting);
  if (state === 'draft')
    throw new AppError('FORBIDDEN', postingOpenMessages.notOpenYet, { reason: 'PLAN_NOT_PUBLISHED' });
  if (state === 'disabled') throw new AppError('FORBIDDEN', candidateMessages.inactive, { reason: 'POSTING_INACTIVE' });
  return posting;
}

/**
 * The candidate token is bound to its interview: a wrong or foreign token answers 404,
 * exactly like an unknown interview, so ids cannot be probed.
 */
/** The candidate's interview token from the request headers (absent or malformed: undefined). */
export function candidateTokenOf(headers: Record<string, unknown>): string | undefined {
  const value = headers[CANDIDATE_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/** Who is signed in on this request (asked only for a preview's row): the employer's user id, or null. */
export type PreviewViewer = () => Promise<string | null>;

/**
 * A preview's row (docs/decisions/0042) answers only to the token together with the session of
 * the employer who started it, before it expires; to anyone else it is unknown (404).
 */
export async function authorizeCandidate(
  db: Db,
  interviewId: string,
  token: string | undefined,
  viewer?: PreviewViewer,
) {
  if (!token || !isUuid(interviewId)) throw new AppError('NOT_FOUND', candidateMessages.notFound);
  // One round trip for the interview and the posting it belongs to; hot on every turn.
  const interview = await loadInterviewWithOwner(db, eq(interviews.id, interviewId));
  if (!interview || !candidateTokenMatches(token, interview.candidateTokenHash)) {
    throw new AppError('NOT_FOUND', candidateMessages.notFound);
  }
  const { previewUserId, previewExpiresAt } = interview;
  if (
    previewUserId !== null &&
    !previewUsableBy({ previewUserId, previewExpiresAt }, viewer ? await viewer() : null, new Date())
  ) {
    throw new AppError('NOT_FOUND', candidateMessages.notFound);
  }
  return interview;
}

export function assertNotSubmitted(interview: { submittedAt: Date | null }) {
  if (interview.submittedAt) throw new AppError('CONFLICT', candidateMessages.alreadySubmitted);
}

export { loadTurns, type TurnRow } from '../interviews/load-turns.ts';

export type CandidateInterview = Awaited<ReturnType<typeof authorizeCandidate>>;
