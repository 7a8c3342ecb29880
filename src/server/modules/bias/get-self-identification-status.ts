import { eq } from 'drizzle-orm';
import type { SelfIdentificationStatus } from '../../../core/api/bias.ts';
import type { Db } from '../../db/client.ts';
import { selfIdentifications } from '../../db/schema.ts';
import type { CandidateInterview } from '../candidate/load-candidate-interview.ts';

/** Whether the candidate may answer now and has answered; never the answers themselves. */
export async function getSelfIdentificationStatus(
  db: Db,
  interview: Pick<CandidateInterview, 'id' | 'submittedAt'>,
): Promise<SelfIdentificationStatus> {
  const answered = (await db.$count(selfIdentifications, eq(selfIdentifications.interviewId, interview.id))) > 0;
  return { open: Boolean(interview.submittedAt) && !answered, answered };
}
