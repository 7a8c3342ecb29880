import { eq } from 'drizzle-orm';
import { CV_CONTENT_TYPES, CV_WRONG_TYPE_MESSAGE, detectCvKind } from '../../../core/cv.ts';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordInvitationStarted } from '../invitations/record-invitation-progress.ts';
import { cvTextAtIntake, queueCvText } from '../cv/queue-cv-text.ts';
import { latestPlanVersion } from '../plans/latest-plan-version.ts';
import { consentNoticeVersion } from '../notices/notice-for-posting.ts';
import { emitInterviewEvent } from '../webhooks/emit-webhook-event.ts';
import { issueCandidateToken } from './candidate-token.ts';
import { checkKnockout } from './check-knockout.ts';
import { claimApplication } from './claim-application.ts';
import { linkBaseUrl } from '../mail-templates/link-origins.ts';
import { mailEarlierApplication } from './mail-earlier-application.ts';
import { mailIntakeConfirmation } from './mail-intake-confirmation.ts';

export type IntakeInput = {
  fullName: string;
  email: string;
  cv: { bytes: Buffer; filename: string };
  knockoutAnswer?: 'yes' | 'no';
  /** From a personal invitation link: that invitation becomes "started". */
  invitationToken?: string;
  /** The notice version the intake page showed. */
  noticeVersionId?: string;
  /** The allowed address the candidate's browser used (links in later mails go there). */
  linkOrigin?: string;
};

/**
 * Intake: records the candidate, their consent (the notice version and its time) and their CV, and issues the
 * secret token every later candidate call needs. The CV type is decided by its bytes.
 */
export async function startInterview(
  deps: UseCaseContext<'db' | 'blobs' | 'env' | 'log' | 'origins' | 'queue'>,
  posting: { id: string; organizationId: string; title: string },
  input: IntakeInput,
) {
  const kind = detectCvKind(input.cv.bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA', CV_WRONG_TYPE_MESSAGE);
  const { token, hash } = issueCandidateToken();
  const db = deps.db;
  // The interview keeps this plan version to the end, whatever is published meanwhile.
  const plan = await latestPlanVersion({ db }, posting.id);
  // The plan's knockout question: the other answer ends the application (and binds for this address).
  const knockoutAnswer = await checkKnockout({ db }, posting.id, plan?.knockout, input.email, input.knockoutAnswer);
  const noticeVersionId = await consentNoticeVersion(db, posting, input.noticeVersionId);
  // One application per candidate per posting (docs/decisions/0021-candidate-rights.md).
  const { interviewId, earlier } = await claimApplication({ db }, posting.id, {
    candidateEmail: input.email,
    fullName: input.fullName,
    status: 'pending',
    candidateTokenHash: hash,
    consentAt: new Date(),
    // The intake contract required the separate AI-assessment consent; recorded with the notice version.
    aiAssessmentConsentAt: new Date(),
    noticeVersionId,
    cvFilename: input.cv.filename.slice(0, 200),
    planVersionId: plan?.id ?? null,
    knockoutAnswer,
  });
  const cvKey = blobKeys.cv(posting.id, interviewId, kind);
  try {
    await deps.blobs.put(cvKey, input.cv.bytes, CV_CONTENT_TYPES[kind]);
    await db
      .update(interviews)
      .set({ cvKey, ...cvTextAtIntake(kind), linkOrigin: input.linkOrigin ?? null })
      .where(eq(interviews.id, interviewId));
  } catch (error) {
    // Without its CV the application is incomplete: remove it so the candidate can retry cleanly.
    await db.delete(interviews).where(eq(interviews.id, interviewId));
    await deps.blobs.delete(cvKey).catch(() => undefined);
    throw error;
  }
  if (input.invitationToken) await recordInvitationStarted(db, input.invitationToken, posting.id, interviewId);
  if (kind !== 'doc') await queueCvText(deps, interviewId);
  await emitInterviewEvent(deps, 'interview.started', interviewId, {});
  const baseUrl = linkBaseUrl(deps.origins, input.linkOrigin);
  await mailEarlierApplication(deps, posting, input.email, earlier, baseUrl);
  await mailIntakeConfirmation(deps, posting, interviewId, input.email, baseUrl);
  return { interviewId, token, plan: plan?.timing ?? null };
}
