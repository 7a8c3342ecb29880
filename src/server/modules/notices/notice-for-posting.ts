import { and, eq } from 'drizzle-orm';
import { candidateMessages } from '../../../core/candidate-messages.ts';
import { renderNotice } from '../../../core/candidate-notice.ts';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { employerContactEmail, employerOfPosting } from '../employers/employer-key.ts';
import { latestPlanVersion } from '../plans/latest-plan-version.ts';
import { candidateRetentionForEmployer } from './notice-facts.ts';
import { currentNoticeVersion } from './notice-versions.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * The notice a candidate of this posting reads: the employer's current version with the
 * competencies of the posting's published plan, the retention of the employer's plan and the
 * employer's contact filled in.
 */
export async function noticeForPosting(
  { db }: UseCaseContext<'db'>,
  posting: { id: string; organizationId: string },
  billingEnabled: boolean,
) {
  const employer = employerOfPosting(posting);
  const notice = await currentNoticeVersion(db, employer);
  const plan = await latestPlanVersion({ db }, posting.id);
  const text = renderNotice(notice.text, {
    competencies: plan?.competencies ?? [],
    retentionDays: await candidateRetentionForEmployer(db, employer, billingEnabled),
    contact: (await employerContactEmail(db, employer)) ?? '',
  });
  return { versionId: notice.id, version: notice.version, text };
}

/**
 * The notice version a candidate consents to: the one their page showed (it must be a version
 * of this posting's employer), or the current one when the client named none.
 */
export async function consentNoticeVersion(
  db: Db,
  posting: { organizationId: string },
  shownVersionId: string | undefined,
): Promise<string> {
  const employer = employerOfPosting(posting);
  if (!shownVersionId) return (await currentNoticeVersion(db, employer)).id;
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, shownVersionId), eq(notices.ownerId, employer)))
    .limit(1);
  if (!row) throw new AppError('CONFLICT', candidateMessages.noticeUnknown);
  return row.id;
}
