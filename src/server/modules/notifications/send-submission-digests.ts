import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, jobPostings } from '../../db/schema.ts';
import { organizationLinkBaseUrl } from '../mail-templates/link-origins.ts';
import { sendMailJob } from './send-mail.job.ts';
import { employerOwnerEmail, employerOfPosting, type EmployerKey } from '../employers/employer-key.ts';
import { submissionDigestMail } from './mails.ts';

type Deps = UseCaseContext<'db' | 'queue' | 'origins'>;

/**
 * The daily digest: for every posting set to "digest", the interviews submitted and not yet
 * reported, counted per posting in one e-mail per employer (titles and counts only: no
 * candidate's data travels in it). Reported interviews are marked, so a rerun sends nothing twice.
 * Returns how many digests were queued.
 */
export async function sendSubmissionDigests(deps: Deps): Promise<number> {
  const db = deps.db;
  const rows = await db
    .select({
      id: interviews.id,
      postingId: jobPostings.id,
      title: jobPostings.title,
      organizationId: jobPostings.organizationId,
    })
    .from(interviews)
    .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
    .where(
      and(
        isNotNull(interviews.submittedAt),
        isNull(interviews.employerNotifiedAt),
        eq(jobPostings.submissionNotifications, 'digest'),
      ),
    );
  const byEmployer = new Map<EmployerKey, typeof rows>();
  for (const row of rows) {
    const key = employerOfPosting(row);
    byEmployer.set(key, [...(byEmployer.get(key) ?? []), row]);
  }
  let sent = 0;
  for (const [employer, items] of byEmployer) {
    // Links go to the address the organization's team last used (docs/decisions/0043).
    const baseUrl = await organizationLinkBaseUrl(deps, employer);
    const postings = new Map<string, { title: string; count: number; candidatesUrl: string }>();
    for (const item of items) {
      const entry = postings.get(item.postingId) ?? {
        title: item.title,
        count: 0,
        candidatesUrl: new URL(`/job-postings/${item.postingId}/candidates`, baseUrl).toString(),
      };
      entry.count++;
      postings.set(item.postingId, entry);
    }
    const to = await employerOwnerEmail(db, employer);
    if (to) {
      await deps.queue.send(sendMailJob, { to, ...submissionDigestMail({ postings: [...postings.values()] }) });
      sent++;
    }
    await db
      .update(interviews)
      .set({ employerNotifiedAt: new Date() })
      .where(
        inArray(
          interviews.id,
          items.map((item) => item.id),
        ),
      );
  }
  return sent;
}
