import { and, eq, isNull } from 'drizzle-orm';
import { candidateMessages } from '../../../core/candidate-messages.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { transcriptFromTurns } from '../interviews/interview-transcript.ts';
import { recordInvitationSubmitted } from '../invitations/record-invitation-progress.ts';
import { queueAssessment } from '../interviews/queue-assessment.ts';
import { notifySubmission } from '../notifications/notify-submission.ts';
import { emitInterviewEvent } from '../webhooks/emit-webhook-event.ts';
import { countingApplication } from './claim-application.ts';
import { assertNotSubmitted, loadTurns, type CandidateInterview } from './load-candidate-interview.ts';

/**
 * Makes the interview final: later candidate writes are refused, the assessment is queued, and
 * the candidate (confirmation with their "your data" link) and the employer are notified.
 * The interview is claimed with one conditional UPDATE (`… WHERE submitted_at IS NULL
 * RETURNING`), so of several submits racing (double click, two tabs, a retried request) exactly
 * one wins and queues one assessment; the others answer 409 "already submitted", exactly like a
 * submit after the interview was submitted.
 */
export async function submitInterview(
  deps: UseCaseContext<'db' | 'log' | 'origins' | 'queue'>,
  interview: CandidateInterview,
  input: { keepInTouch: boolean },
) {
  assertNotSubmitted(interview);
  const db = deps.db;
  const turns = await loadTurns({ db }, interview.id);
  const claimed = await db.transaction(async (tx) => {
    // One application per address (docs/decisions/0028): when another application of this address
    // was finished first and still counts, this one is recorded as its repeat (never assessed).
    const [posting] = await tx
      .select({ id: jobPostings.id, retakeAfterDays: jobPostings.retakeAfterDays })
      .from(jobPostings)
      .where(eq(jobPostings.id, interview.jobPostingId))
      .for('update');
    const counting = posting
      ? (await countingApplication(tx, posting, interview.candidateEmail, new Date(), interview.id)).counting
      : null;
    return tx
      .update(interviews)
      .set({
        submittedAt: new Date(),
        keepInTouch: input.keepInTouch,
        transcript: transcriptFromTurns(turns),
        repeatOf: interview.repeatOf ?? counting?.id ?? null,
      })
      .where(and(eq(interviews.id, interview.id), isNull(interviews.submittedAt)))
      .returning({ id: interviews.id });
  });
  if (claimed.length === 0) throw new AppError('CONFLICT', candidateMessages.alreadySubmitted);
  await recordInvitationSubmitted(db, interview.id);
  await queueAssessment(deps, interview.id);
  await emitInterviewEvent(deps, 'interview.submitted', interview.id, {});
  await notifySubmission(deps, interview.id);
}
