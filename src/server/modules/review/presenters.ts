import { interviewAnalyticsSchema, type InterviewAnalytics } from '../../../core/analytics.ts';
import type { CandidateRow, DecisionResult, SearchRow } from '../../../core/api/review.ts';
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
};

export function presentCandidate(row: CandidateRecord): CandidateRow {
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
  };
}

export type SearchRecord = Omit<SearchRow, 'createdAt'> & { createdAt: Date };

export const presentSearchRow = (row: SearchRecord): SearchRow => ({ ...row, createdAt: row.createdAt.toISOString() });

export const decisionColumns = {
  id: interviews.id,
  status: interviews.status,
  archived: interviews.archived,
  feedbackStatus: interviews.feedbackStatus,
};

export type DecisionRecord = DecisionResult;

export const postingTitleColumns = { id: jobPostings.id, title: jobPostings.title };
