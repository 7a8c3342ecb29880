import type { PostingCan } from '../../../core/api/can.ts';
import {
  candidateUrlFor,
  type DashboardResponse,
  type Posting,
  type PostingView,
  type SubmissionNotificationMode,
} from '../../../core/api/postings.ts';
import { dashboardTotals, moneySavedFor } from '../../../core/dashboard.ts';
import { jobPostings } from '../../db/schema.ts';

/** The columns a posting's presentation needs; use cases select exactly these. */
export const postingColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  description: jobPostings.description,
  isActive: jobPostings.isActive,
  planPublishedAt: jobPostings.planPublishedAt,
  recommendThreshold: jobPostings.recommendThreshold,
  createdAt: jobPostings.createdAt,
  retakeAfterDays: jobPostings.retakeAfterDays,
  submissionNotifications: jobPostings.submissionNotifications,
};

export type PostingRecord = {
  id: string;
  title: string;
  description: string;
  isActive: boolean;
  planPublishedAt: Date | null;
  recommendThreshold: number;
  createdAt: Date;
  retakeAfterDays: number | null;
  submissionNotifications: SubmissionNotificationMode;
};

export function presentPosting(row: PostingRecord, publicUrl: string): Posting {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    isActive: row.isActive,
    planPublished: row.planPublishedAt !== null,
    recommendThreshold: row.recommendThreshold,
    createdAt: row.createdAt.toISOString(),
    retakeAfterDays: row.retakeAfterDays,
    submissionNotifications: row.submissionNotifications,
    candidateUrl: candidateUrlFor(publicUrl, row.id),
  };
}

/** The posting as the web app gets it, with what the viewer may do (src/server/access/can.ts). */
export function presentPostingView(row: PostingRecord, publicUrl: string, can: PostingCan): PostingView {
  return { ...presentPosting(row, publicUrl), can };
}

export type DashboardRecord = Omit<PostingRecord, 'description' | 'retakeAfterDays' | 'submissionNotifications'> & {
  applications: number;
  recommended: number;
};

export function presentDashboard(
  rows: readonly DashboardRecord[],
  publicUrl: string,
  can: PostingCan,
): DashboardResponse {
  return {
    totals: dashboardTotals(rows),
    postings: rows.map((row) => ({
      id: row.id,
      title: row.title,
      isActive: row.isActive,
      planPublished: row.planPublishedAt !== null,
      recommendThreshold: row.recommendThreshold,
      createdAt: row.createdAt.toISOString(),
      candidateUrl: candidateUrlFor(publicUrl, row.id),
      applications: row.applications,
      recommended: row.recommended,
      moneySaved: moneySavedFor(row.applications),
      can,
    })),
  };
}
