import { normaliseText } from '../../../../../core/scorecard/quotes.ts';

/** Two answers sharing this share of their word triples (of the shorter one) are the same answer. */
export const SAME_ANSWER_OVERLAP = 0.6;

function triples(text: string): Set<string> {
  const words = normaliseText(text).split(' ').filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

export function overlap(a: string, b: string): number {
  const ta = triples(a);
  const tb = triples(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / Math.min(ta.size, tb.size);
}

/**
 * Which answers are copies: an answer that repeats another one (the same text pasted into
 * several questions) counts for none of them — pasted text is not evidence of answering
 * this interview's questions.
 */
export function copiedAnswers(texts: string[]): boolean[] {
  return texts.map((text, i) => texts.some((other, j) => i !== j && overlap(text, other) >= SAME_ANSWER_OVERLAP));
}
