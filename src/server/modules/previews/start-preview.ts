import { eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { previewExpiresAt } from '../../../core/candidate-preview.ts';
import { candidateMessages } from '../../../core/candidate-messages.ts';
import { CV_CONTENT_TYPES, CV_WRONG_TYPE_MESSAGE, detectCvKind } from '../../../core/cv.ts';
import { normalizeEmail } from '../../../core/applications.ts';
import { knockoutOutcome, type KnockoutAnswer } from '../../../core/knockout.ts';
import { blobKeys } from '../../adapters/storage/keys.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { issueCandidateToken } from '../candidate/candidate-token.ts';
import { cvTextAtIntake, queueCvText } from '../cv/queue-cv-text.ts';
import { consentNoticeVersion } from '../notices/notice-for-posting.ts';
import { latestPlanVersion } from '../plans/latest-plan-version.ts';
import { endPreview } from './end-preview.ts';
import type { PreviewPosting } from './find-preview-posting.ts';

export type PreviewIntake = {
  fullName: string;
  email: string;
  cv: { bytes: Buffer; filename: string };
  knockoutAnswer?: KnockoutAnswer;
  noticeVersionId?: string;
};

/**
 * Starts a preview as candidate (docs/decisions/0042): the intake a candidate would make, run by an
 * employer who may read the posting (findPreviewPosting), on an interview row marked as this employer's preview. It
 * records the plan version a candidate starting now would get (none yet: the default interview),
 * and the CV so the plan's CV follow-up works. Unlike a real intake it claims no application,
 * binds no knock-out answer, spends no quota, records no invitation, emits no webhook and sends no
 * mail; the row answers only to its token with this employer's session, until it expires.
 */
export async function startPreview(
  deps: UseCaseContext<'db' | 'blobs' | 'log' | 'queue'>,
  actor: Actor,
  posting: PreviewPosting,
  input: PreviewIntake,
) {
  const kind = detectCvKind(input.cv.bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA', CV_WRONG_TYPE_MESSAGE);
  const db = deps.db;
  const plan = await latestPlanVersion({ db }, posting.id);
  // The knock-out question behaves as for a candidate, but a refusal binds no address.
  let knockoutAnswer: KnockoutAnswer | null = null;
  if (plan?.knockout) {
    const outcome = knockoutOutcome({
      required: plan.knockout.requiredAnswer,
      answer: input.knockoutAnswer,
      bindingAnswer: null,
    });
    if (outcome === 'unanswered') throw new AppError('VALIDATION', candidateMessages.knockoutUnanswered);
    if (outcome === 'refused')
      throw new AppError('FORBIDDEN', candidateMessages.knockoutNotMet, { reason: 'KNOCKOUT' });
    knockoutAnswer = input.knockoutAnswer ?? null;
  }
  const noticeVersionId = await consentNoticeVersion(db, posting, input.noticeVersionId);
  const { token, hash } = issueCandidateToken();
  const now = new Date();
  const [created] = await db
    .insert(interviews)
    .values({
      jobPostingId: posting.id,
      candidateEmail: normalizeEmail(input.email),
      fullName: input.fullName,
      candidateTokenHash: hash,
      consentAt: now,
      aiAssessmentConsentAt: now,
      noticeVersionId,
      cvFilename: input.cv.filename.slice(0, 200),
      planVersionId: plan?.id ?? null,
      knockoutAnswer,
      previewUserId: actor.userId,
      previewExpiresAt: previewExpiresAt(now),
    })
    .returning({ id: interviews.id, jobPostingId: interviews.jobPostingId, previewUserId: interviews.previewUserId });
  const preview = created!;
  const cvKey = blobKeys.cv(posting.id, preview.id, kind);
  try {
    await deps.blobs.put(cvKey, input.cv.bytes, CV_CONTENT_TYPES[kind]);
    await db
      .update(interviews)
      .set({ cvKey, ...cvTextAtIntake(kind) })
      .where(eq(interviews.id, preview.id));
  } catch (error) {
    await endPreview(deps, preview);
    throw error;
  }
  if (kind !== 'doc') await queueCvText(deps, preview.id);
  return { interviewId: preview.id, token, plan: plan?.timing ?? null };
}
