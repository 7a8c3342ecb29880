import { normalisedTokens } from '../../../../../core/scorecard/quotes.ts';
import { NON_TOPIC_WORDS } from './lexicon.ts';

export type Word = { word: string; start: number; end: number };

/** Normalised words of a text with their character offsets (see core/scorecard/quotes.ts). */
export function wordsWithOffsets(text: string, offset = 0): Word[] {
  return normalisedTokens(text).map((t) => ({ word: t.word, start: t.start + offset, end: t.end + offset }));
}

/**
 * One spelling for British and American forms, so neither convention reads differently:
 * organise/organize, analyse/analyze, colour/color, centre/center, cancelled/canceled.
 */
export function oneSpelling(word: string): string {
  if (word.length < 5) return word;
  return word
    .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
    .replace(/ys(e|ed|es|ing)$/, 'yz$1')
    .replace(/([^aeiou])our(s|ed|ing|ful|ite|ites)?$/, '$1or$2')
    .replace(/([^aeiou])tre(s)?$/, '$1ter$2')
    .replace(/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2');
}

/** A crude, deterministic stem so "incidents", "incident" and "incidental" meet, and "indexes" meets "index". */
export function stem(word: string): string {
  let w = oneSpelling(word);
  if (w.length > 4) {
    if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith('ing')) w = w.slice(0, -3);
    else if (w.endsWith('ed')) w = w.slice(0, -2);
    else if (w.endsWith('es')) w = w.slice(0, -2);
    else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  }
  return w.slice(0, 6);
}

/** The topic stems of a text: no stop words, fillers, rubric words, numbers or words under three letters. */
export function topicStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const { word } of wordsWithOffsets(text)) {
    if (word.length < 3 || NON_TOPIC_WORDS.has(word) || /^\d+$/.test(word)) continue;
    stems.add(stem(word));
  }
  return stems;
}

/** Whether `words` contains `phrase` (a word sequence) starting at `index`. */
export function phraseAt(words: string[], index: number, phrase: string[]): boolean {
  for (let j = 0; j < phrase.length; j++) if (words[index + j] !== phrase[j]) return false;
  return true;
}

export function countPhrases(words: string[], phrases: string[][]): number {
  let count = 0;
  for (let i = 0; i < words.length; i++) if (phrases.some((p) => phraseAt(words, i, p))) count++;
  return count;
}
