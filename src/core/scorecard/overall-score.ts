import { type InterviewPlan } from '../interview-plan.ts';
import { type CompetencyStatus, type QuestionStatus, RATING_MAX, RATING_MIN } from './scorecard.ts';

/** How much of a question counts as covered (see docs/decisions/0009-scorecard.md). */
export const QUESTION_COVERAGE: Record<QuestionStatus, number> = { answered: 1, partly: 0.5, not_answered: 0 };

export type RatingInput = { competencyId: string; rating: number | null; status: CompetencyStatus };
export type QuestionStatusInput = { questionId: string; status: QuestionStatus };

/** Share (0–1) of a competency's questions the candidate covered. */
export function competencyCoverage(
  plan: InterviewPlan,
  competencyId: string,
  questions: QuestionStatusInput[],
): number {
  const own = plan.questions.filter((q) => q.competencyId === competencyId);
  if (own.length === 0) return 0;
  const covered = own.reduce((sum, q) => {
    const status = questions.find((s) => s.questionId === q.id)?.status ?? 'not_answered';
    return sum + QUESTION_COVERAGE[status];
  }, 0);
  return covered / own.length;
}

/** A competency's strength (0–1): its rating on a 0–1 scale times its coverage; 0 unless rated. */
export function competencyStrength(
  plan: InterviewPlan,
  rating: RatingInput | undefined,
  questions: QuestionStatusInput[],
): number {
  if (!rating || rating.status !== 'rated' || rating.rating === null) return 0;
  const scaled = (rating.rating - RATING_MIN) / (RATING_MAX - RATING_MIN);
  return scaled * competencyCoverage(plan, rating.competencyId, questions);
}

/**
 * The Overall Score, 1–100: 1 + 99 × the weighted mean of the competencies' strengths.
 * Used for every assessor and for the evaluation labels alike.
 */
export function overallScore(plan: InterviewPlan, ratings: RatingInput[], questions: QuestionStatusInput[]): number {
  const totalWeight = plan.competencies.reduce((sum, c) => sum + c.weight, 0);
  const weighted = plan.competencies.reduce((sum, c) => {
    const rating = ratings.find((r) => r.competencyId === c.id);
    return sum + c.weight * competencyStrength(plan, rating, questions);
  }, 0);
  return Math.round(1 + 99 * (weighted / totalWeight));
}
