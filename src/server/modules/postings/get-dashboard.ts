import { desc, sql } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { postingScope } from '../../access/posting-scope.ts';
import type { DashboardRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Every posting the actor sees (src/core/access.ts) with its number of applications (archived included), in ONE
 * statement whatever the number of postings: a range scan of job_postings_organization_created_idx.
 * The count is `application_count`, which triggers on `interviews` keep (migration 0002), so a
 * request costs the same for 10 or for 100,000 applications; counting live meant touching every
 * application on every dashboard load. The description is left out: the table does not show it.
 * Recommended is counted in the same statement: assessed interviews whose Overall Score is at or
 * above the posting's threshold (docs/decisions/0017-scorecards-wired.md), an index-only count off
 * interviews_posting_recommended_idx (drizzle/0036).
 */
export async function getDashboard({ db }: UseCaseContext<'db'>, actor: Actor): Promise<DashboardRecord[]> {
  return db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      isActive: jobPostings.isActive,
      planPublishedAt: jobPostings.planPublishedAt,
      createdAt: jobPostings.createdAt,
      applications: jobPostings.applicationCount,
      recommendThreshold: jobPostings.recommendThreshold,
      // Recommended: assessed interviews (archived included, like applications) scoring at least the
      // threshold. Qualified by hand: drizzle leaves columns bare in a one-table select.
      recommended:
        sql<number>`(select count(*) from ${interviews} where ${interviews}.job_posting_id = ${jobPostings}.id and ${interviews}.feedback_status = 'done' and ${interviews}.score >= ${jobPostings}.recommend_threshold)`.mapWith(
          Number,
        ),
    })
    .from(jobPostings)
    .where(postingScope(actor))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}
