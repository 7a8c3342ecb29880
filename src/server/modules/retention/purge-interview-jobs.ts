import type { UseCaseContext } from '../../deps.ts';

/**
 * Removes every background job about these interviews: a queued or failed decision e-mail
 * (the candidate's address, name and the employer's text) and the assessment job. Every job
 * about one interview names it in its payload as `interviewId`; the send-mail,
 * assess-interview and extract-cv-text job definitions keep to that.
 */
export async function purgeInterviewJobs(
  { queue }: UseCaseContext<'queue'>,
  interviewIds: readonly string[],
): Promise<number> {
  return queue.deleteJobsWhere('interviewId', interviewIds);
}
