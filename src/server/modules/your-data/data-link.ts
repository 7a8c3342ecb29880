import { eq } from 'drizzle-orm';
import { YOUR_DATA_PAGE, yourDataMessages } from '../../../core/api/your-data.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashCandidateToken, issueCandidateToken } from '../candidate/candidate-token.ts';

/**
 * Gives the application a private "your data" link: a random token whose hash is stored (the
 * token itself only goes into the candidate's e-mail). A new link replaces an earlier one.
 */
export async function issueDataLink(db: Db, interviewId: string, baseUrl: string): Promise<string> {
  const { token, hash } = issueCandidateToken();
  await db.update(interviews).set({ dataTokenHash: hash }).where(eq(interviews.id, interviewId));
  return `${new URL(YOUR_DATA_PAGE, baseUrl)}#token=${token}`;
}

/**
 * The application a data token opens. Unknown, malformed and deleted tokens all answer the same
 * 404, so the page tells nothing about other tokens.
 */
export async function findByDataToken(db: Db, token: string | undefined) {
  if (!token || token.length > 100) throw new AppError('NOT_FOUND', yourDataMessages.notFound);
  const [row] = await db
    .select({
      interview: interviews,
      posting: { id: jobPostings.id, title: jobPostings.title, organizationId: jobPostings.organizationId },
      ownerPlan: { plan: subscriptions.plan, isFree: subscriptions.isFree },
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, jobPostings.organizationId))
    .where(eq(interviews.dataTokenHash, hashCandidateToken(token)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', yourDataMessages.notFound);
  const ownerPlan =
    row.ownerPlan?.plan === undefined ? null : { plan: row.ownerPlan.plan, isFree: row.ownerPlan.isFree ?? false };
  return { ...row.interview, posting: row.posting, ownerPlan };
}

export type DataHolder = Awaited<ReturnType<typeof findByDataToken>>;
