import { eq } from 'drizzle-orm';
import { YOUR_DATA_PAGE, yourDataMessages } from '../../../core/api/your-data.ts';
import type { Db } from '../../db/client.ts';
import { interviews } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashCandidateToken, issueCandidateToken } from '../candidate/candidate-token.ts';
import { loadInterviewWithOwner } from '../candidate/interview-with-owner.ts';

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
  const holder = await loadInterviewWithOwner(db, eq(interviews.dataTokenHash, hashCandidateToken(token)));
  if (!holder) throw new AppError('NOT_FOUND', yourDataMessages.notFound);
  return holder;
}

export type DataHolder = Awaited<ReturnType<typeof findByDataToken>>;
