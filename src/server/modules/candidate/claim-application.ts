import { and, desc, eq } from 'drizzle-orm';
import { alreadyAppliedMessage, normalizeEmail, retakeDecision } from '../../../core/applications.ts';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export type NewApplication = Omit<typeof interviews.$inferInsert, 'jobPostingId' | 'candidateEmail'> & {
  candidateEmail: string;
};

/**
 * Inserts an application unless this e-mail already applied to the posting and its retake
 * policy does not allow another yet (then 409 with the date they may apply again, if any).
 * Check and insert run in one transaction holding the posting's row lock, so two intakes with
 * the same address at the same moment cannot both pass the check.
 */
export async function claimApplication(db: Db, postingId: string, values: NewApplication): Promise<string> {
  const email = normalizeEmail(values.candidateEmail);
  return db.transaction(async (tx) => {
    const [posting] = await tx
      .select({ retakeAfterDays: jobPostings.retakeAfterDays })
      .from(jobPostings)
      .where(eq(jobPostings.id, postingId))
      .for('update');
    if (!posting) throw new AppError('NOT_FOUND', 'Interview not found');
    const [latest] = await tx
      .select({ createdAt: interviews.createdAt })
      .from(interviews)
      .where(and(eq(interviews.jobPostingId, postingId), eq(interviews.candidateEmail, email)))
      .orderBy(desc(interviews.createdAt))
      .limit(1);
    const decision = retakeDecision(latest?.createdAt ?? null, posting.retakeAfterDays, new Date());
    if (!decision.allowed) {
      throw new AppError('CONFLICT', alreadyAppliedMessage(decision.retakeFrom), { reason: 'ALREADY_APPLIED' });
    }
    const [created] = await tx
      .insert(interviews)
      .values({ ...values, jobPostingId: postingId, candidateEmail: email })
      .returning({ id: interviews.id });
    return created!.id;
  });
}
