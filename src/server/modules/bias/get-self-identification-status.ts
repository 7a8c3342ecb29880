import { eq } from 'drizzle-orm';
import type { SelfIdentificationStatus } from '../../../core/api/bias.ts';
import { selfIdentifications } from '../../db/schema.ts';
import type { CandidateInterview } from '../candidate/load-candidate-interview.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Whether the candidate may answer now and has answered; never the answers themselves. */
export async function getSelfIdentificationStatus(
  { db }: UseCaseContext<'db'>,
  interview: Pick<CandidateInterview, 'id' | 'submittedAt'>,
): Promise<SelfIdentificationStatus> {
  const answered = (await db.$count(selfIdentifications, eq(selfIdentifications.interviewId, interview.id))) > 0;
  return { open: Boolean(interview.submittedAt) && !answered, answered };
}
