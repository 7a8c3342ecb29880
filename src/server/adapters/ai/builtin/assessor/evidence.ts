import { type EvidenceQuote, MAX_QUOTE_CHARS } from '../../../../../core/scorecard/scorecard.ts';
import { analyseAnswer, type Topic } from './analyse-answer.ts';
import { type Word } from './words.ts';

/** Quotes are whole sentences, or windows of this many words in an unpunctuated spoken answer. */
const WINDOW_WORDS = 22;
const MIN_QUOTE_WORDS = 5;

type Candidate = { quote: string; weight: number; start: number };

function spans(words: Word[]): Word[][] {
  if (words.length <= WINDOW_WORDS) return [words];
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
export function quoteCandidates(answerId: string, text: string, topic: Topic): (EvidenceQuote & { weight: number })[] {
  const whole = analyseAnswer(text, topic);
  const found: Candidate[] = [];
  for (const segment of whole.segments) {
    if (segment.kind !== 'prose') continue;
    for (const span of spans(segment.words)) {
      if (span.length < MIN_QUOTE_WORDS) continue;
      const quote = text.slice(span[0]!.start, span[span.length - 1]!.end);
      if (quote.length > MAX_QUOTE_CHARS) continue;
      const s = analyseAnswer(quote, topic);
      const weight =
        2 * s.pastActions +
        s.numbers +
        s.outcomes +
        s.ownHits +
        0.5 * s.planHits +
        0.5 * s.presentActions +
        0.5 * s.situations;
      if (weight > 0) found.push({ quote, weight, start: span[0]!.start });
    }
  }
  return found
    .sort((a, b) => b.weight - a.weight || a.start - b.start)
    .map(({ quote, weight }) => ({ answerId, quote, weight }));
}
