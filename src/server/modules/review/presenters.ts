import { interviewAnalyticsSchema, type InterviewAnalytics } from '../../../core/analytics.ts';
import type { InterviewCan } from '../../../core/api/can.ts';
import type { CandidateRow, DecisionResult, SearchRow } from '../../../core/api/review.ts';
import { isInProgress } from '../../../core/decisions.ts';
import { interviews, jobPostings, scorecards } from '../../db/schema.ts';
import { withholdsScoreOf } from '../assessor-validity/validity-statement.ts';

/** Stored analytics, or null when missing or not in the current shape (never a 500 for old rows). */
export function readAnalytics(value: unknown): InterviewAnalytics | null {
  const parsed = interviewAnalyticsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const candidateColumns = {
  id: interviews.id,
  candidateEmail: interviews.candidateEmail,
  fullName: interviews.fullName,
  score: interviews.score,
  scoreBasis: interviews.scoreBasis,
  aiScore: scorecards.overallScore,
  assessorKind: interviews.assessorKind,
  analytics: interviews.analytics,
  status: interviews.status,
  archived: interviews.archived,
  feedbackStatus: interviews.feedbackStatus,
  createdAt: interviews.createdAt,
  repeatOf: interviews.repeatOf,
  submittedAt: interviews.submittedAt,
  decisionMailSentAt: interviews.decisionMailSentAt,
  reviewedAt: interviews.reviewedAt,
};

export type CandidateRecord = {
  id: string;
  candidateEmail: string;
  fullName: string;
  score: number | null;
  scoreBasis: CandidateRow['scoreBasis'];
  aiScore: number | null;
  assessorKind: string | null;
  analytics: unknown;
  status: CandidateRow['status'];
  archived: boolean;
  feedbackStatus: CandidateRow['feedbackStatus'];
  createdAt: Date;
  repeatOf: string | null;
  submittedAt: Date | null;
  decisionMailSentAt: Date | null;
  reviewedAt: Date | null;
};

/** `can`: what the viewer may do with the interview (src/server/access/can.ts), one object shared by a page's rows. */
export function presentCandidate(row: CandidateRecord, can: InterviewCan): CandidateRow {
  const analytics = readAnalytics(row.analytics);
  return {
    id: row.id,
    candidateEmail: row.candidateEmail,
    fullName: row.fullName,
    score: row.score,
    scoreBasis: row.scoreBasis,
    aiScore: row.aiScore,
    aiScoreWithheld: withholdsScoreOf(row.assessorKind),
    averageWords: analytics?.averageWords ?? null,
    durationMinutes: analytics?.durationMinutes ?? null,
    sentiment: analytics?.sentiment ?? null,
    completion: analytics?.completion ?? null,
    status: row.status,
    archived: row.archived,
    feedbackStatus: row.feedbackStatus,
    createdAt: row.createdAt.toISOString(),
    repeatOf: row.repeatOf,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decisionMailSentAt: row.decisionMailSentAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    can,
  };
}

export type SearchRecord = Omit<SearchRow, 'createdAt' | 'reviewed' | 'inProgress' | 'can'> & {
  createdAt: Date;
  reviewedAt: Date | null;
  submittedAt: Date | null;
};

/** Reviewed: a person looked (docs/decisions/0041-decisions-revisited.md); In progress: not submitted yet. */
export const presentSearchRow = ({ reviewedAt, submittedAt, ...row }: SearchRecord, can: InterviewCan): SearchRow => ({
  ...row,
  reviewed: reviewedAt !== null,
  inProgress: isInProgress({ status: row.status, submittedAt }),
  createdAt: row.createdAt.toISOString(),
  can,
});

export const decisionColumns = {
  id: interviews.id,
  status: interviews.status,
  archived: interviews.archived,
  feedbackStatus: interviews.feedbackStatus,
};

export type DecisionRecord = DecisionResult;

export const postingTitleColumns = { id: jobPostings.id, title: jobPostings.title };
