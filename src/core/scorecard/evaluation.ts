import { z } from 'zod';
import { interviewPlanSchema, type InterviewPlan } from '../interview-plan.ts';
import { overallScore } from './overall-score.ts';
import { type AssessmentDraft, type CandidateAnswer, QUESTION_STATUSES, RATING_MAX } from './scorecard.ts';
import { settleScorecard } from './settle-scorecard.ts';

/**
 * The evaluation of an assessor against labelled transcripts (docs/eval-guide.md):
 * the fixture contract, the metrics and the targets. Pure: the caller loads the set and
 * passes the assessor to evaluate.
 */

export const GAMING_KINDS = ['keyword_list', 'instructions', 'copied_answer', 'off_topic'] as const;

const labelledTranscriptSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['honest', 'gaming']),
  gaming: z.enum(GAMING_KINDS).optional(),
  note: z.string().optional(),
  /** One answer per question id; an empty string is a skipped question. */
  answers: z.record(z.string(), z.string()),
  /** 0 = not demonstrated, 1–5 = rating. */
  levels: z.record(z.string(), z.number().int().min(0).max(RATING_MAX)),
  questions: z.record(z.string(), z.enum(QUESTION_STATUSES)),
});

export const evalPostingSchema = z
  .object({
    posting: z.string().min(1),
    planVersion: z.number().int().positive(),
    plan: interviewPlanSchema,
    transcripts: z.array(labelledTranscriptSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const competencyIds = file.plan.competencies.map((c) => c.id).sort();
    const questionIds = file.plan.questions.map((q) => q.id).sort();
    file.transcripts.forEach((t, index) => {
      const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
      if (!same(Object.keys(t.levels).sort(), competencyIds))
        ctx.addIssue({
          code: 'custom',
          path: ['transcripts', index, 'levels'],
          message: `${t.id}: one level per competency`,
        });
      if (!same(Object.keys(t.questions).sort(), questionIds) || !same(Object.keys(t.answers).sort(), questionIds))
        ctx.addIssue({
          code: 'custom',
          path: ['transcripts', index],
          message: `${t.id}: one answer and status per question`,
        });
      if ((t.kind === 'gaming') !== (t.gaming !== undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['transcripts', index],
          message: `${t.id}: gaming cases name their kind`,
        });
    });
  });

export type EvalPosting = z.infer<typeof evalPostingSchema>;
export type LabelledTranscript = EvalPosting['transcripts'][number];

export type AssessFn = (plan: InterviewPlan, answers: CandidateAnswer[]) => Promise<AssessmentDraft>;

export const EVAL_TARGETS = { spearmanOverall: 0.8, pairwiseAccuracy: 0.85, gamingMaxPercentile: 50 } as const;
/** Pairs whose labelled overall scores are closer than this are not ranked against each other. */
export const PAIR_MIN_LABEL_GAP = 5;

export type TranscriptResult = {
  posting: string;
  id: string;
  kind: 'honest' | 'gaming';
  labelOverall: number;
  predictedOverall: number;
  labelLevels: Record<string, number>;
  predictedLevels: Record<string, number>;
};

export type EvalMetrics = {
  spearmanOverall: number;
  pairwiseAccuracy: number;
  competencyWithinOne: number;
  gamingMaxPercentile: number;
};

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

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson on ranks, ties averaged). */
export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

/** Share of same-posting pairs (labels ≥ PAIR_MIN_LABEL_GAP apart) ordered as the labels order them; ties count half. */
export function pairwiseAccuracy(results: TranscriptResult[]): number {
  let pairs = 0;
  let right = 0;
  for (let i = 0; i < results.length; i++)
    for (let j = i + 1; j < results.length; j++) {
      const a = results[i]!;
      const b = results[j]!;
      if (a.posting !== b.posting || Math.abs(a.labelOverall - b.labelOverall) < PAIR_MIN_LABEL_GAP) continue;
      pairs++;
      const label = Math.sign(a.labelOverall - b.labelOverall);
      const predicted = Math.sign(a.predictedOverall - b.predictedOverall);
      right += predicted === 0 ? 0.5 : predicted === label ? 1 : 0;
    }
  return pairs === 0 ? 1 : right / pairs;
}

/** Percentage of `honest` scores that `score` beats (ties count half). */
export function percentileAmong(score: number, honest: number[]): number {
  if (honest.length === 0) return 0;
  const beaten = honest.reduce((n, h) => n + (score > h ? 1 : score === h ? 0.5 : 0), 0);
  return (100 * beaten) / honest.length;
}

export function metricsOf(results: TranscriptResult[]): EvalMetrics {
  let close = 0;
  let total = 0;
  for (const r of results)
    for (const [id, label] of Object.entries(r.labelLevels)) {
      total++;
      if (Math.abs((r.predictedLevels[id] ?? 0) - label) <= 1) close++;
    }
  const honest = results.filter((r) => r.kind === 'honest').map((r) => r.predictedOverall);
  const gaming = results.filter((r) => r.kind === 'gaming').map((r) => percentileAmong(r.predictedOverall, honest));
  return {
    spearmanOverall: spearman(
      results.map((r) => r.labelOverall),
      results.map((r) => r.predictedOverall),
    ),
    pairwiseAccuracy: pairwiseAccuracy(results),
    competencyWithinOne: total === 0 ? 1 : close / total,
    gamingMaxPercentile: gaming.length === 0 ? 0 : Math.max(...gaming),
  };
}

export function missedTargets(m: EvalMetrics): string[] {
  const missed: string[] = [];
  if (!(m.spearmanOverall >= EVAL_TARGETS.spearmanOverall))
    missed.push(`spearman_overall < ${EVAL_TARGETS.spearmanOverall}`);
  if (!(m.pairwiseAccuracy >= EVAL_TARGETS.pairwiseAccuracy))
    missed.push(`pairwise_accuracy < ${EVAL_TARGETS.pairwiseAccuracy}`);
  if (!(m.gamingMaxPercentile <= EVAL_TARGETS.gamingMaxPercentile))
    missed.push(`gaming_max_percentile > ${EVAL_TARGETS.gamingMaxPercentile}`);
  return missed;
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
