import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { postingColumns, type PostingRecord } from './presenters.ts';

export type DashboardRecord = PostingRecord & { applications: number };

/**
 * Every posting of the employer with its application count (archived interviews included),
 * in ONE statement whatever the number of postings: the counts are a grouped subquery
 * over the employer's interviews, left-joined so postings without applications show 0.
 */
export async function getDashboard(db: Db, userId: string): Promise<DashboardRecord[]> {
  const counts = db
    .select({ postingId: interviews.jobPostingId, applications: count().as('applications') })
    .from(interviews)
    .innerJoin(jobPostings, eq(interviews.jobPostingId, jobPostings.id))
    .where(eq(jobPostings.userId, userId))
    .groupBy(interviews.jobPostingId)
    .as('counts');
  return db
    .select({
      ...postingColumns,
      applications: sql<number>`coalesce(${counts.applications}, 0)`.mapWith(Number),
    })
    .from(jobPostings)
    .leftJoin(counts, eq(counts.postingId, jobPostings.id))
    .where(eq(jobPostings.userId, userId))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}
