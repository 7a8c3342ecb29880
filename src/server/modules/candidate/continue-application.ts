import { and, eq, gt, isNull } from 'drizzle-orm';
import { continueMessages, type ContinueApplicationResponse } from '../../../core/api/candidate.ts';
import { interviews } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { loadPlanTiming } from '../plans/load-plan-timing.ts';
import { hashCandidateToken, issueCandidateToken } from './candidate-token.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Opens an unfinished interview from a "continue your application" link (./continue-link.ts) on
 * any device: the link is spent and the interview gets a new candidate token, so a browser that
 * held the old one can no longer write to it. Unknown, expired, spent and finished all answer the
 * same 404.
 */
export async function continueApplication(
  { db }: UseCaseContext<'db'>,
  token: string,
): Promise<ContinueApplicationResponse> {
  const fresh = issueCandidateToken();
  const [row] = await db
    .update(interviews)
    .set({ candidateTokenHash: fresh.hash, continueTokenHash: null, continueTokenExpiresAt: null })
    .where(
      and(
        eq(interviews.continueTokenHash, hashCandidateToken(token)),
        gt(interviews.continueTokenExpiresAt, new Date()),
        isNull(interviews.submittedAt),
        eq(interviews.status, 'pending'),
      ),
    )
    .returning({ id: interviews.id, postingId: interviews.jobPostingId, planVersionId: interviews.planVersionId });
  if (!row) throw new AppError('NOT_FOUND', continueMessages.notFound);
  return {
    postingId: row.postingId,
    interviewId: row.id,
    token: fresh.token,
    plan: await loadPlanTiming({ db }, row.planVersionId),
  };
}
