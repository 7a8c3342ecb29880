import { eq } from 'drizzle-orm';
import type { PublicPosting } from '../../../core/api/candidate.ts';
import { interviewLength } from '../../../core/interview-length.ts';
import { candidateRetentionDays } from '../../../core/interview-rules.ts';
import type { UseCaseContext } from '../../deps.ts';
import { type jobPostings, subscriptions } from '../../db/schema.ts';
import { publicBrand } from '../brand/brand-store.ts';
import { employerOfPosting } from '../employers/employer-key.ts';
import { noticeForPosting } from '../notices/notice-for-posting.ts';
import { latestPlanVersion } from '../plans/latest-plan-version.ts';
import { findOpenPosting } from './load-candidate-interview.ts';
import { billingEnabledIn } from '../../env.ts';

/**
 * What a candidate sees before applying: the posting, how the interview will run here, and
 * how long the posting's organization's plan keeps the interview (the figure retention deletes by).
 */
export async function getPublicPosting(
  deps: UseCaseContext<'db' | 'ai' | 'env'>,
  postingId: string,
): Promise<PublicPosting> {
  return presentPublicPosting(deps, await findOpenPosting(deps.db, postingId));
}

/** The candidate's view of a posting already found (open, or one an employer previews: docs/decisions/0042). */
export async function presentPublicPosting(
  deps: UseCaseContext<'db' | 'ai' | 'env'>,
  posting: typeof jobPostings.$inferSelect,
): Promise<PublicPosting> {
  const db = deps.db;
  const [owner] = await db
    .select({ plan: subscriptions.plan, isFree: subscriptions.isFree })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, posting.organizationId));
  const planVersion = await latestPlanVersion({ db }, posting.id);
  return {
    id: posting.id,
    title: posting.title,
    description: posting.description,
    speechToText: await deps.ai.canTranscribe(),
    serverSpeech: Boolean(deps.ai.speak),
    aiProvider: deps.ai.kind,
    retentionDays: candidateRetentionDays(owner ?? null, billingEnabledIn(deps.env)),
    knockoutQuestion: planVersion?.knockout?.question ?? null,
    interview: interviewLength(planVersion?.timing),
    notice: await noticeForPosting({ db }, posting, billingEnabledIn(deps.env)),
    brand: await publicBrand(db, employerOfPosting(posting)),
  };
}
