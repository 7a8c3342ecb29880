import { type CandidateAnswer, type EvidenceQuote, MAX_QUOTES_PER_COMPETENCY } from './scorecard.ts';

/** A quote shorter than this (after normalising) proves nothing ("I", "yes we"). */
export const MIN_QUOTE_WORDS = 3;

type Token = { word: string; start: number; end: number };

/**
 * Words of a text with their places, normalised for comparison: lower case, apostrophes
 * dropped ("don't" = "dont"), every other punctuation mark a word break. Spoken transcripts
 * have no punctuation, so a quote must match with or without it.
 */
export function normalisedTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}'’]+/gu)) {
    const word = match[0].toLowerCase().replace(/['’]/g, '');
    if (word !== '') tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

export function normaliseText(text: string): string {
  return normalisedTokens(text)
    .map((t) => t.word)
    .join(' ');
}

/** Where `quote` occurs as a run of whole words in `text`, as the original characters; null when it does not. */
export function findVerbatim(quote: string, text: string): string | null {
  const needle = normalisedTokens(quote).map((t) => t.word);
  if (needle.length < MIN_QUOTE_WORDS) return null;
  const hay = normalisedTokens(text);
  const i = indexOfWords(needle, hay);
  return i < 0 ? null : text.slice(hay[i]!.start, hay[i + needle.length - 1]!.end);
}

/** Where the normalised words `needle` first occur as a run in `hay`; -1 when they do not (or `needle` is empty). */
export function indexOfWords(needle: readonly string[], hay: readonly { word: string }[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j]!.word !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Keeps the quotes that are verbatim spans of the candidate's own answers. A quote is
 * looked up in the answer it names first, then in the others (its reference is corrected);
 * it is stored as the candidate's exact words. Duplicates and quotes beyond the limit are dropped.
 */
export function verifyQuotes(quotes: EvidenceQuote[], answers: CandidateAnswer[]): EvidenceQuote[] {
  const kept: EvidenceQuote[] = [];
  const seen = new Set<string>();
  for (const { answerId, quote } of quotes) {
    const named = answers.filter((a) => a.id === answerId);
    const ordered = [...named, ...answers.filter((a) => a.id !== answerId)];
    for (const answer of ordered) {
      const verbatim = findVerbatim(quote, answer.text);
      if (verbatim === null) continue;
      const key = `${answer.id}\u0000${normaliseText(verbatim)}`;
      if (!seen.has(key)) {
        seen.add(key);
        kept.push({ answerId: answer.id, quote: verbatim });
      }
      break;
    }
    if (kept.length === MAX_QUOTES_PER_COMPETENCY) break;
  }
  return kept;
}
