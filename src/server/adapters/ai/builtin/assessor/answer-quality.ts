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
 * Density: distinct specific words per content word, over the clauses kept (general statements,
 * the question's own words, stop words and fillers left out: padding and echo neither add nor
 * dilute). Below `none` an answer is talk (fluent platitudes name a few things in hundreds of
 * words); from `full` it is fully specific.
 */
const DENSITY = { none: 0.2, full: 0.5 } as const;

/**
 * Share of an answer in general statements (opinions, rules, self-description) from which it counts
 * as talk, and at which it earns nothing: a few filler sentences around a case leave it whole, an
 * answer made almost only of them is not rescued by the odd concrete clause. The slope is gentle
 * (builtin-rules-4): padding a real case with filler is not evidence either way, and platitudes
 * are held down by their density and their talk of what one would do, not by this alone.
 */
const MOSTLY_TALK = { from: 0.3, none: 0.9 } as const;

export type AnswerQuality = {
  quality: number;
  relevance: number;
  specificity: number;
  parts: Record<keyof typeof QUALITY_WEIGHTS, number>;
};

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * Off-topic: in an interview that shares almost nothing with the plan (offTopicInterview), every
 * answer of 15+ content words touching the plan with fewer than two of its words; otherwise only a
 * long answer (40+ content words) that does.
 */
const OFF_TOPIC = { minWords: 15, longWords: 40, longMinHits: 2 } as const;

/**
 * An interview whose answers, taken together, have fewer than this share of their topic words in
 * the plan is about something else: fluent, detailed text about another subject shares a word or
 * two with any plan by chance, honest answers share the plan's subject.
 */
export const OFF_TOPIC_INTERVIEW = { maxShare: 0.1, minStems: 20 } as const;

/** Share of the interview's topic words found in the plan (null below `minStems`: too little to tell). */
export function interviewPlanShare(signals: AnswerSignals[]): number | null {
  const stems = signals.reduce((n, s) => n + s.topicStems, 0);
  const hits = signals.reduce((n, s) => n + s.ownHits + s.planHits, 0);
  return stems >= OFF_TOPIC_INTERVIEW.minStems ? hits / stems : null;
}

export function offTopicInterview(signals: AnswerSignals[]): boolean {
  const share = interviewPlanShare(signals);
  return share !== null && share < OFF_TOPIC_INTERVIEW.maxShare;
}

export function isOffTopic(s: AnswerSignals): boolean {
  if (s.contentWords < OFF_TOPIC.minWords) return false;
  const hits = s.ownHits + s.planHits;
  if (s.offTopicInterview && hits < OFF_TOPIC.longMinHits) return true;
  // In an interview about the plan, a short answer that happens to use none of the plan's words
  // (a terse expert's "Commis kept turning up late…") is given the benefit of the doubt.
  return s.keptContentWords >= OFF_TOPIC.longWords && hits < OFF_TOPIC.longMinHits;
}

/**
 * The relevance of an answer that shares no word with the plan: 0.5, rising to 0.85 as the
 * interview as a whole shares from 10 % to 30 % of its topic words with the plan. In an interview
 * clearly about the plan, an answer in words the plan does not use is a terse expert's jargon more
 * often than another subject; in one that barely touches the plan it stays in doubt. Smooth, so a
 * variant worded a little differently is not moved across a step.
 */
const WORDLESS_RELEVANCE = { base: 0.5, onTopic: 0.85, fromShare: 0.1, fullShare: 0.3 } as const;

/** Shared words only separate "does not touch the question" from "touches it". */
export function relevanceOf(s: AnswerSignals): number {
  if (isOffTopic(s)) return 0;
  const hits = s.ownHits + 0.5 * s.planHits;
  if (hits > 0) return clamp01(0.7 + 0.15 * hits);
  const w = WORDLESS_RELEVANCE;
  const onTopic = clamp01(((s.interviewShare ?? 0) - w.fromShare) / (w.fullShare - w.fromShare));
  return w.base + (w.onTopic - w.base) * onTopic;
}

export function answerQuality(s: AnswerSignals): AnswerQuality {
  const density = s.keptContentWords === 0 ? 0 : s.specific / s.keptContentWords;
  const specificity =
    clamp01((s.specific - BASE_SPECIFIC) / (FULLY_SPECIFIC - BASE_SPECIFIC)) *
    clamp01((density - DENSITY.none) / (DENSITY.full - DENSITY.none));
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
  // Talk about what one would, should or always does counts against an answer unless the case it
  // tells outweighs it: more such statements than actions of one's own is mostly talk.
  const hypotheticalPenalty = Math.min(0.5, 0.15 * Math.max(0, s.hypothetical - (s.actions >= 2 ? s.actions : 0)));
  const relevance = relevanceOf(s);
  // Specific content carries the answer; actions, results and reasons count only as far as they are about something specific.
  const substance = specificity * (0.4 + 0.6 * raw);
  // Mostly general statements is talk, however specific its few other clauses are.
  const talk = clamp01((MOSTLY_TALK.none - s.generalShare) / (MOSTLY_TALK.none - MOSTLY_TALK.from));
  const quality =
    s.negativeOnly || s.specific === 0 ? 0 : clamp01(substance * relevance * talk * (1 - hypotheticalPenalty));
  return { quality, relevance, specificity, parts };
}

/** Below this an answer says nothing about its question. */
export const NOT_ANSWERED_BELOW = 0.04;
/** From this an answer that tells of a real case counts as answered. */
export const ANSWERED_FROM = 0.3;

/**
 * An answer with no evidence that still speaks to the plan in its own words ("I've run lots of
 * campaigns across TV and CRM", "we had a matrix and everyone was trained"): generic or minimal,
 * so partly answered at the lowest level — not the same as silence. The question's words read
 * back, a few words, or text about something else are not that.
 */
const RELEVANT_BUT_EMPTY = { minContentWords: 5, minOwnStems: 3 } as const;

function relevantButEmpty(s: AnswerSignals): boolean {
  return (
    s.contentWords >= RELEVANT_BUT_EMPTY.minContentWords &&
    s.ownHits + s.planHits > 0 &&
    s.topicStems - s.echo >= RELEVANT_BUT_EMPTY.minOwnStems
  );
}

export function questionStatus(s: AnswerSignals, q: AnswerQuality, copied: boolean): QuestionStatus {
  if (copied || s.negativeOnly || isOffTopic(s) || s.contentWords < 2) return 'not_answered';
  if (s.specific === 0 || q.quality < NOT_ANSWERED_BELOW) return relevantButEmpty(s) ? 'partly' : 'not_answered';
  if (q.quality >= ANSWERED_FROM && s.actions > 0) return 'answered';
  return 'partly';
}
