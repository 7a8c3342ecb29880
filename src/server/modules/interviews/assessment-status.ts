import { and, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviews, type feedbackStatuses } from '../../db/schema.ts';
import type { AssessmentRecord } from './assessment-record.ts';

type FeedbackStatus = (typeof feedbackStatuses)[number];

/**
 * The assessment's life: not_started → pending (queued) → running → done | failed. A failed
 * attempt that pg-boss will retry goes back to pending; only the final attempt marks failed.
 * Retry (and "Assess now") queue again from failed or not_started only, so a job that is
 * queued, running or waiting to retry is never joined by a second one. An assessment left
 * running with no job left to finish it (pg-boss expired its last attempt, or its process died)
 * is marked failed by the stuck-assessment sweep (`timed-out`).
 */
export type AssessmentChange =
  /** Retry or "Assess now" by the employer. */
  | { to: 'pending' }
  /** The candidate submitted: assess the whole interview, even if an early assessment exists. */
  | { to: 'submitted' }
  | { to: 'running' }
  | { to: 'retrying' }
  /** Running, but no job is left to finish it: failed with `reason`, so the employer can retry. */
  | { to: 'timed-out'; reason: string }
  | { to: 'done' | 'failed'; record: AssessmentRecord };

/** The states each change may start from. */
export const ASSESSMENT_CHANGES_FROM: Record<AssessmentChange['to'], readonly FeedbackStatus[]> = {
  pending: ['not_started', 'failed'],
  submitted: ['not_started', 'failed', 'done'],
  // not_started: an assessment job for an interview queued before statuses were tracked.
  running: ['not_started', 'pending', 'running', 'failed'],
  retrying: ['running'],
  'timed-out': ['running'],
  done: ['running'],
  failed: ['running'],
};

function columnsFor(change: AssessmentChange) {
  switch (change.to) {
    case 'pending':
    case 'submitted':
    case 'retrying':
      return { feedbackStatus: 'pending' as const, feedbackError: null };
    case 'running':
      return { feedbackStatus: 'running' as const };
    case 'timed-out':
      return { feedbackStatus: 'failed' as const, feedbackError: change.reason };
    case 'done':
    case 'failed':
      return { ...change.record, feedbackStatus: change.to };
  }
}

/**
 * The one place an interview's assessment status changes: one UPDATE that applies only from
 * the allowed states (and `where`, e.g. ownership). Add `.returning(...)`: no row means the
 * change did not apply. An application whose candidate requested an alternative process is
 * never assessed by AI (docs/decisions/0021-candidate-rights.md): no change applies to it, so
 * no assessment is queued, retried or run for it.
 */
export function changeAssessment(db: Db, where: SQL | undefined, change: AssessmentChange) {
  return db
    .update(interviews)
    .set(columnsFor(change))
    .where(
      and(
        where,
        inArray(interviews.feedbackStatus, [...ASSESSMENT_CHANGES_FROM[change.to]]),
        ne(interviews.status, 'alternative-requested'),
        // A repeat application (docs/decisions/0028) is never assessed by AI either.
        isNull(interviews.repeatOf),
      ),
    );
}
