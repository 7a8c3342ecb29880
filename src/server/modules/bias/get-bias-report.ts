import type { Actor } from '../../../core/access.ts';
import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { rangeBounds, type BiasReportResponse, type ReportRange } from '../../../core/api/bias.ts';
import { discloseBiasReport } from '../../../core/bias-disclosure.ts';
import { buildBiasReport, medianOverallScore, type BiasReportRow } from '../../../core/bias-report.ts';
import { interviews, jobPostings, selfIdentifications } from '../../db/schema.ts';
import { ownedPosting, postingNotFound } from '../../access/posting-scope.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * The bias report of one of the organization's postings over whole UTC days: the applications
 * submitted in the range with their voluntary self-identification (aggregated here, never
 * returned per person, small groups suppressed). Another organization's posting answers 404, like every posting read.
 */
export async function getBiasReport(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  postingId: string,
  range: ReportRange,
): Promise<BiasReportResponse> {
  const owned = ownedPosting(actor, postingId, 'bias.read');
  const { start, endExclusive } = rangeBounds(range);
  const [[posting], applications] = await Promise.all([
    db.select({ id: jobPostings.id, title: jobPostings.title }).from(jobPostings).where(owned).limit(1),
    db
      .select({
        sex: selfIdentifications.sex,
        raceEthnicity: selfIdentifications.raceEthnicity,
        status: interviews.status,
        feedbackStatus: interviews.feedbackStatus,
        score: interviews.score,
      })
      .from(interviews)
      .innerJoin(jobPostings, eq(jobPostings.id, interviews.jobPostingId))
      .leftJoin(selfIdentifications, eq(selfIdentifications.interviewId, interviews.id))
      .where(
        and(
          owned,
          eq(interviews.jobPostingId, postingId),
          isNotNull(interviews.submittedAt),
          gte(interviews.submittedAt, start),
          lt(interviews.submittedAt, endExclusive),
        ),
      ),
  ]);
  if (!posting) throw postingNotFound();
  const rows: BiasReportRow[] = applications.map((a) => {
    const assessed = a.feedbackStatus === 'done' && a.score !== null;
    return {
      sex: a.sex,
      raceEthnicity: a.raceEthnicity,
      assessed,
      accepted: a.status === 'accepted',
      overallScore: assessed ? a.score : null,
    };
  });
  // Only the disclosed form leaves the server: small groups suppressed (page and CSV alike).
  const report = discloseBiasReport(buildBiasReport({ rows, medianScore: medianOverallScore(rows) }));
  return { posting, range, ...report };
}
