import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import type { DashboardRecord } from './presenters.ts';

/**
 * Every posting of the employer (no description: the table does not show it) with its
 * application count (archived interviews included), in ONE statement whatever the number of
 * postings. Each count is a correlated subquery
 * (`select count(*) from interviews where interviews.job_posting_id = job_postings.id`) that
 * the planner answers with an index-only scan of interviews(job_posting_id, …), so the cost
 * follows this employer's own rows, never the whole interviews table.
 */
export async function getDashboard(db: Db, userId: string): Promise<DashboardRecord[]> {
  return db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      isActive: jobPostings.isActive,
      createdAt: jobPostings.createdAt,
      applications: db.$count(interviews, eq(interviews.jobPostingId, jobPostings.id)),
    })
    .from(jobPostings)
    .where(eq(jobPostings.userId, userId))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}
