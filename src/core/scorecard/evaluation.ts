import { type InterviewPlan } from '../interview-plan.ts';
import { overallScore } from './overall-score.ts';
import { type CandidateAnswer } from './scorecard.ts';
import { settleScorecard } from './settle-scorecard.ts';
import { type AssessFn, type EvalPosting, type LabelledTranscript } from './evaluation-set.ts';
import { type EvalMetrics, metricsOf, type TranscriptResult } from './evaluation-metrics.ts';

export * from './evaluation-set.ts';
export * from './evaluation-metrics.ts';

/**
 * The evaluation of an assessor against labelled transcripts (docs/eval-guide.md): the fixture
 * contract (evaluation-set.ts), the metrics and targets (evaluation-metrics.ts) and the run.
 * Pure: the caller loads the set and passes the assessor to evaluate.
 */

/** The turns of a labelled transcript: one answer per answered question, ids `<question>-answer`. */
export function answersOf(t: LabelledTranscript): CandidateAnswer[] {
  return Object.entries(t.answers).map(([questionId, text]) => ({ id: `${questionId}-answer`, questionId, text }));
}

/** The labelled overall score, by the product's own formula (docs/eval-guide.md). */
export function labelledOverall(plan: InterviewPlan, t: LabelledTranscript): number {
  const ratings = Object.entries(t.levels).map(([competencyId, level]) => ({
    competencyId,
    rating: level === 0 ? null : level,
    status: level === 0 ? ('not_demonstrated' as const) : ('rated' as const),
  }));
  const questions = Object.entries(t.questions).map(([questionId, status]) => ({ questionId, status }));
  return overallScore(plan, ratings, questions);
}

/** Runs `assess` over every labelled transcript; the scorecard is settled exactly as in production. */
export async function evaluate(
  postings: EvalPosting[],
  assessor: { provider: string; model: string; assess: AssessFn },
): Promise<{ results: TranscriptResult[]; metrics: EvalMetrics }> {
  const results: TranscriptResult[] = [];
  for (const posting of postings)
    for (const t of posting.transcripts) {
      const answers = answersOf(t);
      const draft = await assessor.assess(posting.plan, answers);
      const card = settleScorecard({
        plan: posting.plan,
        planVersion: posting.planVersion,
        provider: assessor.provider,
        model: assessor.model,
        answers,
        draft,
      });
      results.push({
        posting: posting.posting,
        id: t.id,
        kind: t.kind,
        ...(t.gaming ? { gaming: t.gaming } : {}),
        ...(t.style ? { style: t.style } : {}),
        labelOverall: labelledOverall(posting.plan, t),
        predictedOverall: card.overallScore,
        labelLevels: t.levels,
        predictedLevels: Object.fromEntries(
          card.competencies.map((c) => [c.competencyId, c.status === 'rated' ? (c.rating ?? 0) : 0]),
        ),
      });
    }
  return { results, metrics: metricsOf(results) };
}
