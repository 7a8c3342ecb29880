/**
 * The metrics of an evaluation (docs/eval-guide.md) and the targets they are held to. Pure.
 */
import { type GamingKind, type StyleVariant } from './evaluation-set.ts';
import { VALIDITY_TARGETS } from './validity.ts';

/**
 * Targets of issue #25, applied to the held-out part: gaming transcripts stay at or below the
 * 25th percentile of the honest transcripts of their posting; each style variant moves the
 * Overall Score by at most 5 points on average and 10 in any single pair. One home: the
 * validity statement's targets (src/core/scorecard/validity.ts).
 */
export const EVAL_TARGETS = VALIDITY_TARGETS;
/** Pairs whose labelled overall scores are closer than this are not ranked against each other. */
export const PAIR_MIN_LABEL_GAP = 5;

export type TranscriptResult = {
  posting: string;
  id: string;
  kind: 'honest' | 'gaming';
  gaming?: GamingKind;
  style?: { base: string; variant: StyleVariant };
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
  /** Highest percentile per gaming kind present. */
  gamingByKind: Partial<Record<GamingKind, number>>;
  /** Per style variant present: pairs, mean and largest absolute change of the Overall Score against the base. */
  styleDeltas: Partial<Record<StyleVariant, StyleDelta>>;
};

export type StyleDelta = { pairs: number; mean: number; maxAbs: number };

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

/**
 * Each gaming transcript's percentile among the honest transcripts of its own posting
 * (style variants left out: they repeat their base's substance).
 */
export function gamingPercentiles(results: TranscriptResult[]): { result: TranscriptResult; percentile: number }[] {
  return results
    .filter((r) => r.kind === 'gaming')
    .map((r) => {
      const honest = results
        .filter((h) => h.posting === r.posting && h.kind === 'honest' && !h.style)
        .map((h) => h.predictedOverall);
      return { result: r, percentile: percentileAmong(r.predictedOverall, honest) };
    });
}

/** Per style variant: how far the Overall Score moves from the base transcript's (same posting). */
export function styleDeltas(results: TranscriptResult[]): Partial<Record<StyleVariant, StyleDelta>> {
  const deltas = new Map<StyleVariant, number[]>();
  for (const r of results) {
    if (!r.style) continue;
    const base = results.find((b) => b.posting === r.posting && b.id === r.style!.base);
    if (!base) continue;
    deltas.set(r.style.variant, [...(deltas.get(r.style.variant) ?? []), r.predictedOverall - base.predictedOverall]);
  }
  return Object.fromEntries(
    [...deltas].map(([variant, ds]) => [
      variant,
      {
        pairs: ds.length,
        mean: ds.reduce((a, b) => a + b, 0) / ds.length,
        maxAbs: Math.max(...ds.map((d) => Math.abs(d))),
      },
    ]),
  );
}

export function metricsOf(results: TranscriptResult[]): EvalMetrics {
  let close = 0;
  let total = 0;
  for (const r of results)
    for (const [id, label] of Object.entries(r.labelLevels)) {
      total++;
      if (Math.abs((r.predictedLevels[id] ?? 0) - label) <= 1) close++;
    }
  const gaming = gamingPercentiles(results);
  const gamingByKind: Partial<Record<GamingKind, number>> = {};
  for (const { result, percentile } of gaming) {
    const kind = result.gaming;
    if (kind) gamingByKind[kind] = Math.max(gamingByKind[kind] ?? 0, percentile);
  }
  return {
    spearmanOverall: spearman(
      results.map((r) => r.labelOverall),
      results.map((r) => r.predictedOverall),
    ),
    pairwiseAccuracy: pairwiseAccuracy(results),
    competencyWithinOne: total === 0 ? 1 : close / total,
    gamingMaxPercentile: gaming.length === 0 ? 0 : Math.max(...gaming.map((g) => g.percentile)),
    gamingByKind,
    styleDeltas: styleDeltas(results),
  };
}

export function missedTargets(m: EvalMetrics): string[] {
  const t = EVAL_TARGETS;
  const missed: string[] = [];
  if (!(m.spearmanOverall >= t.spearmanOverall)) missed.push(`spearman_overall < ${t.spearmanOverall}`);
  if (!(m.pairwiseAccuracy >= t.pairwiseAccuracy)) missed.push(`pairwise_accuracy < ${t.pairwiseAccuracy}`);
  if (!(m.competencyWithinOne >= t.competencyWithinOne))
    missed.push(`competency_within_one < ${t.competencyWithinOne}`);
  if (!(m.gamingMaxPercentile <= t.gamingMaxPercentile))
    missed.push(`gaming_max_percentile > ${t.gamingMaxPercentile}`);
  for (const [variant, d] of Object.entries(m.styleDeltas)) {
    if (!(Math.abs(d.mean) <= t.styleMeanDelta)) missed.push(`style ${variant} mean |delta| > ${t.styleMeanDelta}`);
    if (!(d.maxAbs <= t.styleMaxDelta)) missed.push(`style ${variant} max |delta| > ${t.styleMaxDelta}`);
  }
  return missed;
}
