import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import type { InterviewDetails } from '../../../core/api/review.ts';
import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { interviews } from '../../db/schema.ts';
import { auditActorOf, recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Logs that a person opened a candidate's details, and which file links they were handed (the CV
 * and recordings are reached through those short-lived links; opening one is logged again by the
 * file route on local disk). The first opening by a person marks the interview as reviewed.
 */
export async function recordInterviewView(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  details: InterviewDetails,
): Promise<void> {
  const scope = await interviewAuditScope(db, details.id);
  if (!scope) return;
  await markReviewed(db, details.id);
  await recordAudit(
    { db },
    {
      action: AUDIT_ACTIONS.interviewView,
      ...auditActorOf(actor),
      scope,
      details: {
        cvLink: details.cv !== null,
        recordingLinks: details.qa.filter((item) => item.answer?.recordingUrl).length,
      },
    },
  );
}

/** "Reviewed" means a person looked: the first view, rating or decision sets the time; later ones keep it. */
export async function markReviewed(db: Pick<Db, 'update'>, interviewId: string): Promise<void> {
  await db
    .update(interviews)
    .set({ reviewedAt: new Date() })
    .where(and(eq(interviews.id, interviewId), isNull(interviews.reviewedAt)));
}
