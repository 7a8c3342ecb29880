import { type QuestionStatus } from '../../../../../core/scorecard/scorecard.ts';
import { type AnswerSignals } from './analyse-answer.ts';

/**
 * How the builtin assessor values one answer, 0–1: substance, not form. Specific content
 * (distinct specific words beyond the question's wording, numbers tied to things) carries most
 * of it; the candidate's own actions (any tense), stated results, reasons and a real situation
 * the rest. Every part is bounded, length is not a part, and the whole is scaled by relevance.
 */
export const QUALITY_WEIGHTS = {
  action: 0.35,
  detail: 0.2,
  outcome: 0.2,
  reasoning: 0.15,
  situation: 0.1,
} as const;

/** Specific words any answer has without saying anything, and the count at which it is fully specific. */
const BASE_SPECIFIC = 2;
const FULLY_SPECIFIC = 10;
/**
 * Share of specific words among all content words below which an answer is mostly talk: fluent
 * platitudes name a few things in hundreds of words. Padding a specific answer with a few
 * generic sentences stays above it.
 */
const MIN_DENSITY = 0.25;

export type AnswerQuality = {
  quality: number;
  relevance: number;
  specificity: number;
  parts: Record<keyof typeof QUALITY_WEIGHTS, number>;
};

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * Off-topic: an answer of 15+ content words that shares no topic word with the plan, or a longer
 * one (40+) that shares only one — whatever it is about, the plan does not ask for it.
 */
const OFF_TOPIC = { minWords: 15, longWords: 40, longMinHits: 2 } as const;

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
  const density = s.contentWords === 0 ? 0 : s.specific / s.contentWords;
  const specificity =
    clamp01((s.specific - BASE_SPECIFIC) / (FULLY_SPECIFIC - BASE_SPECIFIC)) * clamp01(density / MIN_DENSITY);
  const parts = {
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
  // Specific content carries the answer; actions, results and reasons count only as far as they are about something specific.
  const substance = specificity * (0.4 + 0.6 * raw);
  const quality = s.negativeOnly || s.specific === 0 ? 0 : clamp01(substance * relevance * (1 - hypotheticalPenalty));
  return { quality, relevance, specificity, parts };
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
