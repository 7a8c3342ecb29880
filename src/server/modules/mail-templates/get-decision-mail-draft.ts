import { eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { decisionMailTemplate, type DecisionMail, type DecisionMailStatus } from '../../../core/decision-mail.ts';
import { decisionChangeMessages, decisionOf } from '../../../core/decisions.ts';
import { AppError } from '../../errors.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { brandName, loadBrand } from '../brand/brand-store.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { loadMailTemplate } from './template-store.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * The decision e-mail draft the employer edits before sending: the organization's template for
 * that decision (or the default), filled with the candidate, the job and the brand's name.
 * Without `decision`, the interview's current one (a bulk e-mail); none yet is a 409.
 */
export async function getDecisionMailDraft(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
  decision?: DecisionMailStatus,
): Promise<DecisionMail> {
  const [row] = await db
    .select({
      status: interviews.status,
      fullName: interviews.fullName,
      jobTitle: jobPostings.title,
      organizationId: jobPostings.organizationId,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(ownedInterview(db, actor, interviewId, 'interview.decide'))
    .limit(1);
  if (!row) throw interviewNotFound();
  const chosen = decision ?? decisionOf(row.status);
  if (!chosen) throw new AppError('CONFLICT', decisionChangeMessages.noDecisionYet);
  const kind = chosen === 'accepted' ? 'decision_accepted' : 'decision_rejected';
  const template = await loadMailTemplate(db, row.organizationId, kind);
  return decisionMailTemplate(chosen, {
    candidateName: row.fullName,
    jobTitle: row.jobTitle,
    companyName: brandName(await loadBrand(db, row.organizationId)),
    template,
  });
}
