import { selfIdentificationMessages } from '../../../core/self-identification.ts';
import type { SelfIdentificationInput } from '../../../core/api/bias.ts';
import { selfIdentifications } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CandidateInterview } from '../candidate/load-candidate-interview.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Stores a candidate's voluntary answers, once per interview and only after submission (so
 * they can never reach the interviewer or the assessment). A second answer is refused with 409:
 * the first one stands, and nobody holding the link later can change what was recorded.
 */
export async function recordSelfIdentification(
  { db }: UseCaseContext<'db'>,
  interview: Pick<CandidateInterview, 'id' | 'submittedAt'>,
  input: SelfIdentificationInput,
): Promise<void> {
  if (!interview.submittedAt) throw new AppError('CONFLICT', selfIdentificationMessages.notSubmitted);
  const inserted = await db
    .insert(selfIdentifications)
    .values({ interviewId: interview.id, sex: input.sex, raceEthnicity: input.raceEthnicity })
    .onConflictDoNothing()
    .returning({ interviewId: selfIdentifications.interviewId });
  if (inserted.length === 0) throw new AppError('CONFLICT', selfIdentificationMessages.alreadyAnswered);
}
