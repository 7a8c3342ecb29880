import { eq } from 'drizzle-orm';
import { CONTINUE_LINK_DAYS } from '../../../core/applications.ts';
import { CONTINUE_PAGE } from '../../../core/api/candidate.ts';
import { DAY_MS } from '../../../core/dates.ts';
import type { Db } from '../../db/client.ts';
import { interviews } from '../../db/schema.ts';
import { issueCandidateToken } from './candidate-token.ts';

/**
 * "Continue your application" (docs/decisions/0028): a random single-purpose token, mailed only to
 * the application's address and stored only as its SHA-256 digest, that resumes the unfinished
 * interview on any device (continueApplication) within CONTINUE_LINK_DAYS. A new link replaces
 * an earlier one; using it spends it. The token is in the fragment, so it never reaches a log.
 */
export async function issueContinueLink(db: Db, interviewId: string, baseUrl: string): Promise<string> {
  const { token, hash } = issueCandidateToken();
  await db
    .update(interviews)
    .set({ continueTokenHash: hash, continueTokenExpiresAt: new Date(Date.now() + CONTINUE_LINK_DAYS * DAY_MS) })
    .where(eq(interviews.id, interviewId));
  return `${new URL(CONTINUE_PAGE, baseUrl)}#token=${token}`;
}
