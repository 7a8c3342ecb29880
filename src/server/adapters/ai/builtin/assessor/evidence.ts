import { type EvidenceQuote, MAX_QUOTE_CHARS } from '../../../../../core/scorecard/scorecard.ts';
import { analyseAnswer, type Topic } from './analyse-answer.ts';
import { FUNCTION_WORDS } from './lexicon.ts';
import { type Word } from './words.ts';

/** Quotes are whole sentences up to this many words, else windows (unpunctuated speech has no sentences). */
const MAX_SENTENCE_WORDS = 40;
const WINDOW_WORDS = 22;
const MIN_QUOTE_WORDS = 5;

/** Words a quote should neither start nor end with in an unpunctuated answer. */
const LEADING_FILLERS = new Set(['and', 'so', 'then', 'but', 'um', 'uh', 'yeah', 'well', 'like', 'or']);

export type QuoteCandidate = EvidenceQuote & { weight: number; start: number; end: number };

function trimmed(span: Word[]): Word[] {
  let from = 0;
  let to = span.length;
  while (from < to && LEADING_FILLERS.has(span[from]!.word)) from++;
  while (to > from && (FUNCTION_WORDS.has(span[to - 1]!.word) || LEADING_FILLERS.has(span[to - 1]!.word))) to--;
  return span.slice(from, to);
}

function spans(words: Word[]): Word[][] {
  if (words.length <= MAX_SENTENCE_WORDS) return [words];
  const out: Word[][] = [];
  for (let i = 0; i < words.length; i += Math.floor(WINDOW_WORDS / 2)) {
    out.push(words.slice(i, i + WINDOW_WORDS));
    if (i + WINDOW_WORDS >= words.length) break;
  }
  return out;
}

/**
 * The strongest verbatim passages of an answer: its prose sentences (or windows), weighed by
 * the same signals as the answer itself. Only prose is quoted, never an instruction or a list.
 */
export function quoteCandidates(answerId: string, text: string, topic: Topic): QuoteCandidate[] {
  const whole = analyseAnswer(text, topic);
  const found: QuoteCandidate[] = [];
  for (const segment of whole.segments) {
    if (segment.kind !== 'prose') continue;
    for (const window of spans(segment.words)) {
      const span = window.length > MIN_QUOTE_WORDS ? trimmed(window) : window;
      if (span.length < MIN_QUOTE_WORDS) continue;
      const quote = text.slice(span[0]!.start, span[span.length - 1]!.end);
      if (quote.length > MAX_QUOTE_CHARS) continue;
      const s = analyseAnswer(quote, topic);
      const weight =
        2 * Math.min(2, s.actions) + s.numbers + s.outcomes + 0.5 * s.specific + 0.5 * s.ownHits + 0.5 * s.situations;
      if (weight > 0) found.push({ answerId, quote, weight, start: span[0]!.start, end: span[span.length - 1]!.end });
    }
  }
  return found.sort((a, b) => b.weight - a.weight || a.start - b.start);
}

/** The best `max` quotes, never two overlapping passages of the same answer. */
export function pickQuotes(candidates: QuoteCandidate[], max: number): EvidenceQuote[] {
  const chosen: QuoteCandidate[] = [];
  const ordered = [...candidates].sort((a, b) => b.weight - a.weight || a.start - b.start);
  for (const c of ordered) {
    if (chosen.length === max) break;
    if (chosen.some((q) => q.answerId === c.answerId && c.start < q.end && q.start < c.end)) continue;
    chosen.push(c);
  }
  return chosen.map(({ answerId, quote }) => ({ answerId, quote }));
}
