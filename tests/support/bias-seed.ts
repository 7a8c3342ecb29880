import { randomUUID } from 'node:crypto';
import type { RaceEthnicityAnswer, SexAnswer } from '../../src/core/self-identification.ts';
import type { Db } from '../../src/server/db/client.ts';
import { interviews, selfIdentifications } from '../../src/server/db/schema.ts';
import { workedExampleRows } from '../fixtures/bias-worked-example.ts';

/** One application for the bias report, written straight to the database. */
export type BiasSeed = {
  postingId: string;
  submittedAt: Date | null;
  status: 'pending' | 'accepted' | 'rejected';
  /** null: not assessed (assessment pending). */
  score: number | null;
  selfId: { sex: SexAnswer; raceEthnicity: RaceEthnicityAnswer } | null;
};

export async function seedApplications(db: Db, rows: BiasSeed[]): Promise<void> {
  const values = rows.map((r) => ({
    id: randomUUID(),
    jobPostingId: r.postingId,
    candidateEmail: `c-${randomUUID().slice(0, 8)}@example.org`,
    fullName: 'Seeded Candidate',
    status: r.status,
    score: r.score,
    feedbackStatus: r.score === null ? ('pending' as const) : ('done' as const),
    submittedAt: r.submittedAt,
    createdAt: r.submittedAt ?? new Date('2026-05-01T00:00:00Z'),
  }));
  await db.insert(interviews).values(values);
  const answers = rows.flatMap((r, i) => (r.selfId ? [{ interviewId: values[i]!.id, ...r.selfId }] : []));
  if (answers.length > 0) await db.insert(selfIdentifications).values(answers);
}

/** The worked example of docs/compliance-bias-report.md under one posting, submitted in turn at the given instants. */
export function workedExampleSeeds(postingId: string, submittedAt: readonly string[]): BiasSeed[] {
  return workedExampleRows().map((row, i) => ({
    postingId,
    submittedAt: new Date(submittedAt[i % submittedAt.length]!),
    status: row.accepted ? 'accepted' : i % 2 ? 'rejected' : 'pending',
    score: row.overallScore,
    selfId: row.sex === null || row.raceEthnicity === null ? null : { sex: row.sex, raceEthnicity: row.raceEthnicity },
  }));
}
