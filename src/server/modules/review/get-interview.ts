import type { UseCaseContext } from '../../deps.ts';
import type { Actor } from '../../../core/access.ts';
import { eq } from 'drizzle-orm';
import { REJECTION_REASON_CODES } from '../../../core/decision-reasons.ts';
import type { InterviewDetails } from '../../../core/api/review.ts';
import { interviews, jobPostings, scorecards, user } from '../../db/schema.ts';
import { withholdsScoreOf } from '../assessor-validity/validity-statement.ts';
import type { RejectionReason } from '../../../core/decision-reasons.ts';
import { loadTurns } from '../interviews/load-turns.ts';
import { transcriptFromTurns } from '../interviews/interview-transcript.ts';
import { groupTurns } from './group-turns.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { readAnalytics } from './presenters.ts';

export type GetInterviewDeps = UseCaseContext<'db' | 'blobs' | 'env'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const asReason = (code: string | null): RejectionReason | null =>
  REJECTION_REASON_CODES.find((known) => known === code) ?? null;

/** The candidate's own file name, reduced to characters every header and file system accepts. */
export function safeDownloadName(filename: string | null): string {
  const cleaned = (filename ?? '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[._ ]+/, '')
    .slice(-120);
  return cleaned === '' ? 'cv' : cleaned;
}

/**
 * Everything the details screen shows, in two statements (the owned interview with its job
 * title, then its turns). CV and recordings come as short-lived signed links, never as keys.
 */
export async function getInterview(
  deps: GetInterviewDeps,
  actor: Actor,
  interviewId: string,
): Promise<InterviewDetails> {
  const { db, blobs } = deps;
  const ttlSeconds = deps.env.SIGNED_URL_TTL_SECONDS;
  const [row] = await db
    .select({
      id: interviews.id,
      fullName: interviews.fullName,
      candidateEmail: interviews.candidateEmail,
      jobPostingId: interviews.jobPostingId,
      jobTitle: jobPostings.title,
      createdAt: interviews.createdAt,
      consentAt: interviews.consentAt,
      submittedAt: interviews.submittedAt,
      status: interviews.status,
      archived: interviews.archived,
      keepInTouch: interviews.keepInTouch,
      moreTimeRequestedAt: interviews.moreTimeRequestedAt,
      cvKey: interviews.cvKey,
      cvFilename: interviews.cvFilename,
      cvTextStatus: interviews.cvTextStatus,
      cvTextValue: interviews.cvText,
      cvTextNote: interviews.cvTextNote,
      analytics: interviews.analytics,
      score: interviews.score,
      scoreBasis: interviews.scoreBasis,
      aiScore: scorecards.overallScore,
      feedback: interviews.aiFeedback,
      feedbackStatus: interviews.feedbackStatus,
      feedbackError: interviews.feedbackError,
      assessorKind: interviews.assessorKind,
      assessorModel: interviews.assessorModel,
      transcript: interviews.transcript,
      decidedAt: interviews.decidedAt,
      decidedByName: user.name,
      rejectionReason: interviews.rejectionReason,
      rejectionNote: interviews.rejectionNote,
      decisionMailSentAt: interviews.decisionMailSentAt,
      reviewedAt: interviews.reviewedAt,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .leftJoin(user, eq(user.id, interviews.decidedBy))
    .leftJoin(scorecards, eq(scorecards.interviewId, interviews.id))
    .where(ownedInterview(db, actor, interviewId, 'interview.read'))
    .limit(1);
  if (!row) throw interviewNotFound();

  const turns = await loadTurns({ db }, row.id);

  const sign = (key: string, downloadName?: string) => blobs.signedUrl(key, { ttlSeconds, downloadName });
  const cv = row.cvKey
    ? { url: await sign(row.cvKey, safeDownloadName(row.cvFilename)), filename: row.cvFilename ?? 'cv' }
    : null;
  const {
    cvKey: _cvKey,
    cvFilename: _cvFilename,
    cvTextStatus,
    cvTextValue,
    cvTextNote,
    assessorKind,
    assessorModel,
    decidedAt,
    decidedByName,
    rejectionReason,
    rejectionNote,
    moreTimeRequestedAt,
    ...rest
  } = row;
  return {
    ...rest,
    cvText: cvTextStatus
      ? { status: cvTextStatus, text: cvTextStatus === 'done' ? cvTextValue : null, note: cvTextNote }
      : null,
    createdAt: row.createdAt.toISOString(),
    consentAt: iso(row.consentAt),
    submittedAt: iso(row.submittedAt),
    decisionMailSentAt: iso(row.decisionMailSentAt),
    reviewedAt: iso(row.reviewedAt),
    cv,
    accommodations: { moreThinkingTime: iso(moreTimeRequestedAt) },
    analytics: readAnalytics(row.analytics),
    ruleBased: assessorKind === 'builtin',
    aiScoreWithheld: withholdsScoreOf(assessorKind),
    assessor: assessorKind ? { kind: assessorKind, model: assessorModel } : null,
    decision:
      decidedAt && row.status !== 'pending'
        ? {
            decidedBy: decidedByName,
            decidedAt: decidedAt.toISOString(),
            reason: asReason(rejectionReason),
            note: rejectionNote,
          }
        : null,
    qa: await groupTurns(turns, (key) => sign(key)),
    // The stored transcript is written on submit; until then (or for old rows) it comes from the turns.
    transcript: row.transcript ?? (turns.length > 0 ? transcriptFromTurns(turns) : ''),
    linksExpireInSeconds: ttlSeconds,
  };
}
