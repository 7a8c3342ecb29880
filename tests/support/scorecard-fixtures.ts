import { eq } from 'drizzle-orm';
import { interviewPlanSchema, type InterviewPlan } from '../../src/core/interview-plan.ts';
import type { AssessmentDraft } from '../../src/core/scorecard/scorecard.ts';
import type { Db } from '../../src/server/db/client.ts';
import { interviewPlanVersions, interviews, interviewTurns, jobPostings } from '../../src/server/db/schema.ts';
import { transcriptFromTurns } from '../../src/server/modules/interviews/interview-transcript.ts';
import { loadTurns } from '../../src/server/modules/interviews/load-turns.ts';
import { personalOrganizationOf } from './factories.ts';

/** A small published plan: three competencies, four questions. */
export const SCORECARD_PLAN: InterviewPlan = interviewPlanSchema.parse({
  competencies: [
    {
      id: 'debugging',
      name: 'Debugging',
      description: 'Finds the root cause of production incidents in APIs and databases and fixes it for good.',
      weight: 3,
      anchors: {
        1: 'No real incident described.',
        3: 'One incident, some steps.',
        5: 'Clear root cause, fix and result.',
      },
    },
    {
      id: 'databases',
      name: 'Databases',
      description: 'Designs PostgreSQL schemas, indexes and migrations for payment services.',
      weight: 2,
      anchors: { 1: 'Names databases only.', 3: 'Some design work.', 5: 'Measured improvements with trade-offs.' },
    },
    {
      id: 'mentoring',
      name: 'Mentoring',
      description: 'Helps colleagues grow through reviews, pairing and feedback.',
      weight: 1,
      anchors: { 1: 'No example.', 3: 'One example.', 5: 'Sustained mentoring with results.' },
    },
  ],
  questions: [
    { id: 'q1', competencyId: 'debugging', text: 'Tell me about a production incident you debugged.' },
    { id: 'q2', competencyId: 'databases', text: 'How did you design or speed up a PostgreSQL database?' },
    { id: 'q3', competencyId: 'mentoring', text: 'How have you helped a colleague grow?' },
    { id: 'q4', competencyId: 'debugging', text: 'Describe a bug that was hard to reproduce.' },
  ],
});

export const STRONG_ANSWERS = [
  'Last year our payment API started timing out at night. I traced it to a missing index on the ledger table, added the index in a migration and cut p99 latency from 900 to 120 milliseconds.',
  'I redesigned our PostgreSQL schema for refunds, split a hot table and added partial indexes, which cut query time by sixty percent while keeping writes cheap.',
  'I paired weekly with a junior engineer, reviewed her pull requests with written feedback, and after six months she led the billing migration herself.',
  'The hardest bug to reproduce was a race condition in our payment API that only showed under load. I wrote a load test that reproduced the bug, found two workers updating one ledger row, and fixed the root cause with a row lock; the incident never came back.',
];

/** Published plan version 1 of a fresh posting owned by `userId`. */
export async function createPlannedPosting(db: Db, userId: string, plan: InterviewPlan = SCORECARD_PLAN) {
  const organizationId = await personalOrganizationOf(db, userId);
  const [posting] = await db
    .insert(jobPostings)
    .values({
      organizationId,
      userId,
      title: 'Payments Engineer',
      description: 'Payments APIs on PostgreSQL; mentor colleagues.',
      // Its plan version is published below: the posting is open (docs/decisions/0042).
      planPublishedAt: new Date(),
    })
    .returning({ id: jobPostings.id });
  const [version] = await db
    .insert(interviewPlanVersions)
    .values({ jobPostingId: posting!.id, version: 1, plan })
    .returning({ id: interviewPlanVersions.id });
  return { postingId: posting!.id, planVersionId: version!.id };
}

/** A submitted interview: one bot question and one answer per entry (turn seqs 1, 2, 3, …). */
export async function createAnsweredInterview(
  db: Db,
  posting: { postingId: string; planVersionId: string },
  answers: readonly string[],
  fullName = 'Cara Candidate',
): Promise<string> {
  const [interview] = await db
    .insert(interviews)
    .values({
      jobPostingId: posting.postingId,
      candidateEmail: `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      fullName,
      planVersionId: posting.planVersionId,
    })
    .returning({ id: interviews.id });
  const id = interview!.id;
  const start = Date.parse('2026-05-01T09:00:00Z');
  await db.insert(interviewTurns).values(
    answers.flatMap((text, i) => [
      {
        interviewId: id,
        seq: 2 * i + 1,
        speaker: 'bot' as const,
        text: `Question ${i + 1}?`,
        createdAt: new Date(start + i * 60_000),
      },
      {
        interviewId: id,
        seq: 2 * i + 2,
        speaker: 'user' as const,
        text,
        createdAt: new Date(start + i * 60_000 + 30_000),
      },
    ]),
  );
  const turns = await loadTurns({ db }, id);
  await db
    .update(interviews)
    .set({ submittedAt: new Date(), transcript: transcriptFromTurns(turns) })
    .where(eq(interviews.id, id));
  return id;
}

/**
 * What a deterministic model answers: each competency rated `rating`, quoting the first words of
 * the answer to its first question (answer ids are turn seqs: the answer to question i is 2i+2).
 */
export function draftFor(
  plan: InterviewPlan,
  answers: readonly string[],
  { rating = 4, justification = 'Specific, with results.' }: { rating?: number; justification?: string } = {},
): AssessmentDraft {
  return {
    competencies: plan.competencies.map((c) => {
      const index = plan.questions.findIndex((q) => q.competencyId === c.id);
      const answer = answers[index] ?? '';
      const quote = answer.split(/\s+/).slice(0, 8).join(' ');
      return {
        competencyId: c.id,
        rating: answer ? rating : null,
        justification,
        evidence: answer ? [{ answerId: String(2 * index + 2), quote }] : [],
      };
    }),
    questions: plan.questions.map((q, i) => ({
      questionId: q.id,
      status: answers[i] ? ('answered' as const) : ('not_answered' as const),
    })),
    cvNote: null,
  };
}
