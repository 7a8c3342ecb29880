export const MIN_SCORE = 0;
export const MAX_SCORE = 100;
export const NO_FEEDBACK_SCORE = 0;
export const POSITIVE_PHRASE_SCORE = 80;
export const DEFAULT_SCORE = 50;
export const STRONG_SCORE_THRESHOLD = 70;
export const POSITIVE_PHRASES = [
  'strongly recommend',
  'excellent candidate',
  'outstanding',
  'exceptional',
  'highly qualified',
] as const;

export type ScoreBand = 'strong' | 'weak';

const OVERALL_SCORE_LABEL = /overall\s+score/i;
// The feedback prompt asks for "Overall Score (1-100)", and models often echo that
// heading verbatim. Read literally, "first number after Overall Score" would then be
// the 1 of the scale, so a scale written in brackets right after the label is skipped.
// Only a scale is skipped: "Overall Score (87/100)" still reads 87.
const LEADING_SCALE = /^[\s*_]*\(\s*(?:\d+\s*(?:-|–|—|to)\s*\d+|out\s+of\s+\d+)\s*\)/i;
const FIRST_NUMBER = /\d+(?:\.\d+)?/;

function clampScore(score: number): number {
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, Math.round(score)));
}

function scoreAfterLabel(feedback: string): number | null {
  const label = OVERALL_SCORE_LABEL.exec(feedback);
  if (!label) return null;
  const rest = feedback.slice(label.index + label[0].length).replace(LEADING_SCALE, '');
  const number = FIRST_NUMBER.exec(rest);
  return number ? clampScore(Number(number[0])) : null;
}

function hasPositivePhrase(feedback: string): boolean {
  const lower = feedback.toLowerCase();
  return POSITIVE_PHRASES.some((phrase) => lower.includes(phrase));
}

/** The overall score (0-100) of an AI feedback text, per docs/product-rules.md §5. */
export function extractScore(feedback: string | null | undefined): number {
  if (feedback == null || feedback.trim() === '') return NO_FEEDBACK_SCORE;
  const labelled = scoreAfterLabel(feedback);
  if (labelled !== null) return labelled;
  return hasPositivePhrase(feedback) ? POSITIVE_PHRASE_SCORE : DEFAULT_SCORE;
}

/** Strong scores show green, weak ones yellow. */
export function scoreBand(score: number): ScoreBand {
  return score >= STRONG_SCORE_THRESHOLD ? 'strong' : 'weak';
}
