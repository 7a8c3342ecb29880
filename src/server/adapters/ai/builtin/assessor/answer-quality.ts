import { type QuestionStatus } from '../../../../../core/scorecard/scorecard.ts';
import { type AnswerSignals } from './analyse-answer.ts';

/**
 * How the builtin assessor values one answer, 0–1. Every part is bounded, so no single
 * signal (length, numbers, keywords) can carry an answer on its own, and the whole is
 * scaled by relevance: eloquence about something else earns (almost) nothing.
 */
export const QUALITY_WEIGHTS = {
  action: 0.3,
  detail: 0.15,
  outcome: 0.2,
  situation: 0.1,
  reasoning: 0.1,
  length: 0.15,
} as const;

/** Content words (not grammar words) at which an answer counts as fully developed, and beyond which it rambles. */
const FULL_LENGTH_WORDS = 30;
const RAMBLING_WORDS = 250;

export type AnswerQuality = {
  quality: number;
  relevance: number;
  parts: Record<keyof typeof QUALITY_WEIGHTS, number>;
};

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * Off-topic: an answer of 8+ words that never touches work or the plan's domain, or a longer
 * one (15+ words) that touches it only once in passing.
 */
const OFF_TOPIC = { minWords: 8, longWords: 15, longMinHits: 2 } as const;

export function isOffTopic(s: AnswerSignals): boolean {
  if (s.contentWords < OFF_TOPIC.minWords) return false;
  return s.contextHits === 0 || (s.contentWords >= OFF_TOPIC.longWords && s.contextHits < OFF_TOPIC.longMinHits);
}

/**
 * Shared words are a weak sign of relevance, so they only separate "does not touch the
 * question" from "touches it": 0 off-topic, 0.35 at work but sharing no topic word with the
 * question, 0.7 for one shared word, full from two.
 */
export function relevanceOf(s: AnswerSignals): number {
  if (isOffTopic(s)) return 0;
  const hits = s.ownHits + 0.5 * s.planHits;
  return hits === 0 ? 0.35 : clamp01(0.5 + 0.2 * hits);
}

function lengthCredit(words: number): number {
  if (words > RAMBLING_WORDS) return 0.8;
  return clamp01((words - 2) / (FULL_LENGTH_WORDS - 2));
}

export function answerQuality(s: AnswerSignals): AnswerQuality {
  const parts = {
    action: clamp01(s.pastActions / 3 + 0.15 * s.presentActions + 0.15 * s.teamActions),
    detail: clamp01(0.35 * s.numbers + 0.1 * s.ownHits),
    outcome: clamp01(s.outcomes / 2),
    situation: clamp01(s.situations),
    reasoning: clamp01(s.reasons / 2),
    length: lengthCredit(s.contentWords),
  };
  const raw = (Object.keys(QUALITY_WEIGHTS) as (keyof typeof QUALITY_WEIGHTS)[]).reduce(
    (sum, key) => sum + QUALITY_WEIGHTS[key] * parts[key],
    0,
  );
  // Talk about what one would do counts less unless a real case is told.
  const genericPenalty = s.pastActions >= 2 ? 0 : Math.min(0.5, 0.15 * s.generic);
  const relevance = relevanceOf(s);
  const quality = s.negativeOnly ? 0 : clamp01(raw * relevance * (1 - genericPenalty));
  return { quality, relevance, parts };
}

/** Below this an answer says nothing about its question. */
export const NOT_ANSWERED_BELOW = 0.04;
/** From this an answer that tells of a real case counts as answered. */
export const ANSWERED_FROM = 0.3;

export function questionStatus(s: AnswerSignals, q: AnswerQuality, copied: boolean): QuestionStatus {
  if (copied || s.negativeOnly || isOffTopic(s) || s.contentWords < 2 || s.ownHits + s.planHits === 0)
    return 'not_answered';
  if (q.quality < NOT_ANSWERED_BELOW) return 'not_answered';
  if (q.quality >= ANSWERED_FROM && (s.pastActions > 0 || s.situations > 0 || s.presentActions > 1)) return 'answered';
  return 'partly';
}
