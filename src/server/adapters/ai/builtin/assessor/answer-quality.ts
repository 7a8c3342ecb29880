import { type QuestionStatus } from '../../../../../core/scorecard/scorecard.ts';
import { type AnswerSignals } from './analyse-answer.ts';

/**
 * How the builtin assessor values one answer, 0–1: substance, not form. Specific content
 * (distinct specific words beyond the question's wording, numbers tied to things) carries most
 * of it; the candidate's own actions (any tense), stated results, reasons and a real situation
 * the rest. Every part is bounded, length is not a part, and the whole is scaled by relevance.
 */
export const QUALITY_WEIGHTS = {
  specificity: 0.4,
  action: 0.2,
  detail: 0.1,
  outcome: 0.15,
  reasoning: 0.1,
  situation: 0.05,
} as const;

/** Distinct specific words at which an answer counts as fully specific. */
const FULLY_SPECIFIC = 12;

export type AnswerQuality = {
  quality: number;
  relevance: number;
  parts: Record<keyof typeof QUALITY_WEIGHTS, number>;
};

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * Off-topic: an answer of 8+ content words that shares no topic word with the plan, or a longer
 * one (25+) that shares only one — whatever it is about, the plan does not ask for it.
 */
const OFF_TOPIC = { minWords: 8, longWords: 25, longMinHits: 2 } as const;

export function isOffTopic(s: AnswerSignals): boolean {
  if (s.contentWords < OFF_TOPIC.minWords) return false;
  const hits = s.ownHits + s.planHits;
  return hits === 0 || (s.contentWords >= OFF_TOPIC.longWords && hits < OFF_TOPIC.longMinHits);
}

/** Shared words only separate "does not touch the question" from "touches it". */
export function relevanceOf(s: AnswerSignals): number {
  if (isOffTopic(s)) return 0;
  const hits = s.ownHits + 0.5 * s.planHits;
  return hits === 0 ? 0.5 : clamp01(0.7 + 0.15 * hits);
}

export function answerQuality(s: AnswerSignals): AnswerQuality {
  const parts = {
    specificity: clamp01(s.specific / FULLY_SPECIFIC),
    action: clamp01(s.actions / 3 + 0.15 * s.teamActions),
    detail: clamp01(s.numbers / 2),
    outcome: clamp01(s.outcomes / 2),
    reasoning: clamp01(s.reasons / 2),
    situation: clamp01(s.situations),
  };
  const raw = (Object.keys(QUALITY_WEIGHTS) as (keyof typeof QUALITY_WEIGHTS)[]).reduce(
    (sum, key) => sum + QUALITY_WEIGHTS[key] * parts[key],
    0,
  );
  // Talk about what one would do counts less unless a real case is told.
  const hypotheticalPenalty = s.actions >= 2 ? 0 : Math.min(0.5, 0.15 * s.hypothetical);
  const relevance = relevanceOf(s);
  const quality = s.negativeOnly || s.specific === 0 ? 0 : clamp01(raw * relevance * (1 - hypotheticalPenalty));
  return { quality, relevance, parts };
}

/** Below this an answer says nothing about its question. */
export const NOT_ANSWERED_BELOW = 0.04;
/** From this an answer that tells of a real case counts as answered. */
export const ANSWERED_FROM = 0.3;

export function questionStatus(s: AnswerSignals, q: AnswerQuality, copied: boolean): QuestionStatus {
  if (copied || s.negativeOnly || isOffTopic(s) || s.contentWords < 2 || s.specific === 0) return 'not_answered';
  if (q.quality < NOT_ANSWERED_BELOW) return 'not_answered';
  if (q.quality >= ANSWERED_FROM && s.actions > 0) return 'answered';
  return 'partly';
}
