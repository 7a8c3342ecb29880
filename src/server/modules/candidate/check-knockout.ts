import { and, eq } from 'drizzle-orm';
import { retakeDecision } from '../../../core/applications.ts';
import { candidateMessages } from '../../../core/candidate-messages.ts';
import { knockoutOutcome, type KnockoutAnswer } from '../../../core/knockout.ts';
import { jobPostings, knockoutRefusals } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashSubjectEmail } from '../audit/record-audit.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * The plan's knock-out question at intake (src/core/knockout.ts). An answer that ends the
 * application is recorded for the address (as the audit log's salted hash) and the posting, and
 * binds until the posting's retake period has passed (none: for good), so a second try with the
 * other answer is refused the same way. Returns the answer the interview keeps.
 */
export async function checkKnockout(
  { db }: UseCaseContext<'db'>,
  postingId: string,
  knockout: { requiredAnswer: KnockoutAnswer } | null | undefined,
  email: string,
  answer: KnockoutAnswer | undefined,
  now = new Date(),
): Promise<KnockoutAnswer | null> {
  if (!knockout) return null;
  if (!answer) throw new AppError('VALIDATION', candidateMessages.knockoutUnanswered);
  const emailHash = await hashSubjectEmail(db, email);
  const [earlier] = await db
    .select({
      answer: knockoutRefusals.answer,
      createdAt: knockoutRefusals.createdAt,
      retakeAfterDays: jobPostings.retakeAfterDays,
    })
    .from(knockoutRefusals)
    .innerJoin(jobPostings, eq(jobPostings.id, knockoutRefusals.jobPostingId))
    .where(and(eq(knockoutRefusals.jobPostingId, postingId), eq(knockoutRefusals.emailHash, emailHash)))
    .limit(1);
  const binding =
    earlier && !retakeDecision(earlier.createdAt, earlier.retakeAfterDays, now).allowed ? earlier.answer : null;
  const outcome = knockoutOutcome({ required: knockout.requiredAnswer, answer, bindingAnswer: binding });
  if (outcome === 'passed') return answer;
  if (binding === null)
    await db
      .insert(knockoutRefusals)
      .values({ jobPostingId: postingId, emailHash, answer, createdAt: now })
      .onConflictDoUpdate({
        target: [knockoutRefusals.jobPostingId, knockoutRefusals.emailHash],
        set: { answer, createdAt: now },
      });
  throw new AppError('FORBIDDEN', candidateMessages.knockoutNotMet, { reason: 'KNOCKOUT' });
}
