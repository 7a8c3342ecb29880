import { z } from 'zod';

/**
 * The assessor validity statement (issue #25, docs/decisions/0034-team-score-and-validity.md):
 * what `npm run eval -- --report` measured, how, on what, and whether the targets are met. Written
 * to docs/assessor-validity.json and shown to employers on "About the AI assessment". Pure.
 */

/**
 * The targets an assessor must meet on the held-out part before its Overall Score is shown by
 * default: rank agreement with human labels, pairwise ordering, competency ratings within one
 * level, no gaming transcript above this percentile of its posting's honest ones, and each style
 * variant (same substance, another form) moving the score by at most this much on average and in
 * any single pair.
 */
export const VALIDITY_TARGETS = {
  spearmanOverall: 0.8,
  pairwiseAccuracy: 0.85,
  competencyWithinOne: 0.9,
  gamingMaxPercentile: 25,
  styleMeanDelta: 5,
  styleMaxDelta: 10,
} as const;

const unit = z.number().min(-1).max(1);
const percentile = z.number().min(0).max(100);

export const styleDeltaSchema = z.object({
  variant: z.string().min(1),
  pairs: z.number().int().nonnegative(),
  /** Mean change of the Overall Score against the base transcript (points). */
  mean: z.number(),
  /** Largest absolute change in a single pair (points). */
  maxAbs: z.number().nonnegative(),
});
export type StyleDeltaFigure = z.infer<typeof styleDeltaSchema>;

/** The figures of one part of the labelled set. */
export const validityFiguresSchema = z.object({
  transcripts: z.number().int().nonnegative(),
  postings: z.number().int().nonnegative(),
  spearmanOverall: unit,
  pairwiseAccuracy: unit,
  competencyWithinOne: unit,
  gamingMaxPercentile: percentile,
  /** Highest percentile per gaming kind measured (empty: no gaming transcripts). */
  gamingByKind: z.array(z.object({ kind: z.string().min(1), maxPercentile: percentile })),
  /** Empty when the part holds no matched style pairs. */
  styleDeltas: z.array(styleDeltaSchema),
});
export type ValidityFigures = z.infer<typeof validityFiguresSchema>;

export const validityPartSchema = z.object({
  /** What the part is and where it lives (e.g. "first set (tests/fixtures/eval), tuned on"). */
  name: z.string().min(1),
  fields: z.array(z.string().min(1)),
  figures: validityFiguresSchema,
});
export type ValidityPart = z.infer<typeof validityPartSchema>;

export const validityStatementSchema = z.object({
  assessor: z.object({ provider: z.string().min(1), model: z.string().min(1) }),
  /** ISO date-time the evaluation ran. */
  measuredAt: z.iso.datetime(),
  /** How it was measured, in plain words (labels, blind authoring, the metrics). */
  method: z.string().min(1),
  /** The parts the assessor was developed on; figures shown beside the held-out ones, never used for the verdict. */
  development: z.array(validityPartSchema),
  /** The part never used for tuning; null when it does not exist yet (then no target can be met). */
  heldOut: validityPartSchema.nullable(),
  /** Honest remarks on what the figures were computed from and what they do not show. */
  caveats: z.array(z.string()),
});
export type ValidityStatement = z.infer<typeof validityStatementSchema>;

export type TargetCheck = { name: string; target: string; value: string; met: boolean };

const fixed = (n: number, digits: number) => n.toFixed(digits);

/** Each target against the held-out figures; without a held-out part every target is unmet ("not measured"). */
export function targetChecks(statement: Pick<ValidityStatement, 'heldOut'>): TargetCheck[] {
  const t = VALIDITY_TARGETS;
  const f = statement.heldOut?.figures;
  const notMeasured = 'not measured';
  const styles = f?.styleDeltas ?? [];
  const worstMean = styles.reduce((m, s) => Math.max(m, Math.abs(s.mean)), 0);
  const worstPair = styles.reduce((m, s) => Math.max(m, s.maxAbs), 0);
  return [
    {
      name: 'Spearman (Overall Score vs label)',
      target: `≥ ${t.spearmanOverall}`,
      value: f ? fixed(f.spearmanOverall, 3) : notMeasured,
      met: !!f && f.spearmanOverall >= t.spearmanOverall,
    },
    {
      name: 'Pairwise ordering',
      target: `≥ ${t.pairwiseAccuracy}`,
      value: f ? fixed(f.pairwiseAccuracy, 3) : notMeasured,
      met: !!f && f.pairwiseAccuracy >= t.pairwiseAccuracy,
    },
    {
      name: 'Competency rating within one level',
      target: `≥ ${t.competencyWithinOne}`,
      value: f ? fixed(f.competencyWithinOne, 3) : notMeasured,
      met: !!f && f.competencyWithinOne >= t.competencyWithinOne,
    },
    {
      name: 'Highest gaming percentile among honest answers',
      target: `≤ ${t.gamingMaxPercentile}`,
      value: f ? fixed(f.gamingMaxPercentile, 1) : notMeasured,
      met: !!f && f.gamingMaxPercentile <= t.gamingMaxPercentile,
    },
    {
      name: 'Style: largest mean change of a variant (points)',
      target: `within ±${t.styleMeanDelta}`,
      value: f && styles.length > 0 ? fixed(worstMean, 1) : notMeasured,
      met: styles.length > 0 && worstMean <= t.styleMeanDelta,
    },
    {
      name: 'Style: largest change in a single pair (points)',
      target: `within ±${t.styleMaxDelta}`,
      value: f && styles.length > 0 ? fixed(worstPair, 1) : notMeasured,
      met: styles.length > 0 && worstPair <= t.styleMaxDelta,
    },
  ];
}

/** True only when a held-out part was measured and every target holds on it. */
export function targetsMet(statement: Pick<ValidityStatement, 'heldOut'>): boolean {
  return targetChecks(statement).every((c) => c.met);
}

/**
 * Whether an assessor's Overall Score is withheld by default (the scorecard then leads with the
 * evidence, and ranking follows the team): when its validity was measured and the targets are
 * missed. An assessor never measured (no statement) is shown, labelled "validity not measured".
 */
export function withholdsScore(statement: ValidityStatement | null): boolean {
  return statement !== null && !targetsMet(statement);
}

/** One line for labels beside an estimate: the held-out figures, or why there are none. */
export function validitySummary(statement: ValidityStatement | null): string {
  if (!statement) return 'Validity not measured';
  const f = statement.heldOut?.figures;
  if (!f) return 'Validity not established: no held-out measurement yet';
  return `Held-out agreement with human labels: Spearman ${fixed(f.spearmanOverall, 2)}, pairwise ${fixed(f.pairwiseAccuracy, 2)}${targetsMet(statement) ? '' : ' (below target)'}`;
}
