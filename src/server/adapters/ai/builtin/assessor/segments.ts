import { isInstruction } from './instructions.ts';
import { FUNCTION_WORDS, IRREGULAR_PAST, NUMBER_WORDS, SELF_PRAISE, UNIT_WORDS } from './lexicon.ts';
import { type Word, wordsWithOffsets } from './words.ts';

export type SegmentKind = 'prose' | 'instruction' | 'keyword_list' | 'self_praise';
export type Segment = { kind: SegmentKind; words: Word[] };

/** Natural sentences have at least this share of grammar words; keyword lists have almost none. */
const MIN_FUNCTION_SHARE = 0.1;
/** A run of at least this many comma-separated items of at most this many words each, nearly without grammar words. */
const LONG_LIST = { minCommas: 4, maxItemWords: 3, maxFunctionShare: 0.15 } as const;
/** A keyword list has at least this many words. */
const MIN_LIST_WORDS = 6;

function isPastForm(word: string): boolean {
  return IRREGULAR_PAST.has(word) || (word.length > 3 && word.endsWith('ed'));
}

/** A number tied to a unit ("oxygen 15 L/min", "3 minutes", "six weeks"): a measurement told. */
function measured(words: Word[]): boolean {
  return words.some(
    (w, i) =>
      (/^\d/.test(w.word) || NUMBER_WORDS.has(w.word)) && words.slice(i + 1, i + 3).some((n) => UNIT_WORDS.has(n.word)),
  );
}

function kindOf(text: string, words: Word[]): SegmentKind {
  if (isInstruction(text)) return 'instruction';
  const functionCount = words.filter((w) => FUNCTION_WORDS.has(w.word)).length;
  // Short sentences without grammar words ("Christmas week very busy.") are how many people speak: still prose.
  // A comma-separated run without a single grammar word ("Forklift, racking, PPE.") is a list at any length.
  // So is a long run of short comma-separated items with hardly a grammar word ("User research,
  // contextual inquiry, personas, jobs to be done, affinity mapping, Dovetail").
  const commas = (text.match(/,/g) ?? []).length;
  const commaList =
    (functionCount === 0 && commas >= 2) ||
    (commas >= LONG_LIST.minCommas &&
      words.length / (commas + 1) <= LONG_LIST.maxItemWords &&
      functionCount / words.length < LONG_LIST.maxFunctionShare);
  const isProse = !commaList && (words.length < MIN_LIST_WORDS || functionCount / words.length >= MIN_FUNCTION_SHARE);
  if (!isProse) return 'keyword_list';
  const content = words.filter((w) => !FUNCTION_WORDS.has(w.word));
  const praise = content.filter((w) => SELF_PRAISE.has(w.word)).length;
  if (praise > 0 && praise / Math.max(1, content.length) >= 0.3) return 'self_praise';
  return 'prose';
}

/**
 * Splits an answer into sentences (or, for an unpunctuated spoken answer, one segment)
 * and classifies each: only prose is judged; instructions to the assessor, keyword lists and
 * self-praise earn nothing.
 */
export function segmentAnswer(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const match of text.matchAll(/(?:[^.!?;\n]|[.!?](?=[^\s.!?]))+/g)) {
    const words = wordsWithOffsets(match[0], match.index);
    if (words.length === 0) continue;
    segments.push({ kind: kindOf(match[0], words), words });
  }
  // Telegraphic notes of a case ("Patient fainted after LA. Chair flat, legs up, oxygen 15 L/min.")
  // are how some experts speak: beside prose that tells an event, a list-like sentence with a
  // measurement or a past form is part of the case. A list with nothing told around it stays a list.
  if (segments.some((s) => s.kind === 'prose' && s.words.some((w) => isPastForm(w.word))))
    for (const s of segments)
      if (s.kind === 'keyword_list' && (measured(s.words) || s.words.some((w) => isPastForm(w.word)))) s.kind = 'prose';
  return segments;
}
