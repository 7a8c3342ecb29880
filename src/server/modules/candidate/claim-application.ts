import { and, desc, eq, ne } from 'drizzle-orm';
import { countsAsApplication, normalizeEmail, retakeDecision } from '../../../core/applications.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuditWriter } from '../audit/record-audit.ts';
import { isApplication } from '../../access/interview-scope.ts';
import type { UseCaseContext } from '../../deps.ts';

export type NewApplication = Omit<typeof interviews.$inferInsert, 'jobPostingId' | 'candidateEmail' | 'repeatOf'> & {
  candidateEmail: string;
};

/**
 * What the mailbox owner is told about, besides the new application: the finished application it
 * repeats (`finished`, with the day a retake is allowed, if any) or their unfinished one, which
 * they may continue instead.
 */
export type EarlierApplication = { id: string; createdAt: Date; finished: boolean; retakeFrom: Date | null };

/**
 * The finished application of this address that still counts against a new one at `now`, if any
 * (src/core/applications.ts: only submitted interviews and alternative requests count).
 */
export async function countingApplication(
  tx: AuditWriter,
  posting: { id: string; retakeAfterDays: number | null },
  email: string,
  now: Date,
  excludeId?: string,
) {
  const rows = await tx
    .select({
      id: interviews.id,
      createdAt: interviews.createdAt,
      submittedAt: interviews.submittedAt,
      status: interviews.status,
      repeatOf: interviews.repeatOf,
    })
    .from(interviews)
    .where(
      and(
        eq(interviews.jobPostingId, posting.id),
        eq(interviews.candidateEmail, normalizeEmail(email)),
        isApplication(),
        excludeId ? ne(interviews.id, excludeId) : undefined,
      ),
    )
    .orderBy(desc(interviews.createdAt));
  const counting = rows.find(countsAsApplication);
  const decision = retakeDecision(counting?.createdAt ?? null, posting.retakeAfterDays, now);
  return {
    rows,
    counting: counting && !decision.allowed ? { ...counting, retakeFrom: decision.retakeFrom } : null,
  };
}

/**
 * Records an application. One application per address per posting
 * (docs/decisions/0021-candidate-rights.md, 0028): never refused, because a refusal told anyone
 * whether an address had applied and let anyone lock a person out by typing their address. While
 * an earlier finished application still counts, the new one is recorded as its repeat (shown to
 * the employer, never assessed by AI); an unfinished one counts for nothing. Check and insert run
 * in one transaction holding the posting's row lock, so racing intakes see each other.
 */
export async function claimApplication(
  { db }: UseCaseContext<'db'>,
  postingId: string,
  values: NewApplication,
): Promise<{ interviewId: string; earlier: EarlierApplication | null }> {
  const email = normalizeEmail(values.candidateEmail);
  return db.transaction(async (tx) => {
    const [posting] = await tx
      .select({ id: jobPostings.id, retakeAfterDays: jobPostings.retakeAfterDays })
      .from(jobPostings)
      .where(eq(jobPostings.id, postingId))
      .for('update');
    if (!posting) throw new AppError('NOT_FOUND', 'Interview not found');
    const { rows, counting } = await countingApplication(tx, posting, email, new Date());
    const [created] = await tx
      .insert(interviews)
      .values({ ...values, jobPostingId: postingId, candidateEmail: email, repeatOf: counting?.id ?? null })
      .returning({ id: interviews.id });
    const unfinished = rows.find((row) => row.submittedAt === null && row.status === 'pending');
    const earlier: EarlierApplication | null = counting
      ? { id: counting.id, createdAt: counting.createdAt, finished: true, retakeFrom: counting.retakeFrom }
      : unfinished
        ? { id: unfinished.id, createdAt: unfinished.createdAt, finished: false, retakeFrom: null }
        : null;
    return { interviewId: created!.id, earlier };
  });
}
