import { eq } from 'drizzle-orm';
import { interviews, invitations, jobPostings } from '../../db/schema.ts';
import type { UseCaseContext } from '../../deps.ts';

/** The ids every interview event carries: organization, posting, interview and the invitation it came through. */
export async function interviewEventData({ db }: UseCaseContext<'db'>, interviewId: string) {
  const [row] = await db
    .select({
      organizationId: jobPostings.organizationId,
      postingId: jobPostings.id,
      interviewId: interviews.id,
      invitationId: invitations.id,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .leftJoin(invitations, eq(invitations.interviewId, interviews.id))
    .where(eq(interviews.id, interviewId))
    .limit(1);
  return row;
}
