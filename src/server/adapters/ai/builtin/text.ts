/** Small, deterministic text helpers shared by the builtin interviewer and assessor. */

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

export function countWords(text: string): number {
  return wordsOf(text).length;
}

/** The first `max` words, with an ellipsis when something was cut. */
export function firstWords(text: string, max: number): string {
  const words = wordsOf(text);
  return words.length <= max ? words.join(' ') : `${words.slice(0, max).join(' ')}…`;
}

export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => s !== '');
}

export function stripTrailingPunctuation(text: string): string {
  return text.replace(/[\s.,;:!?…]+$/u, '').trim();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches a term as a whole word, also when it contains symbols (C++, Node.js, .NET). */
export function termPattern(term: string, flags = 'i'): RegExp {
  return new RegExp(`(?<![\\w.#+-])${escapeRegExp(term)}(?![\\w#+]|\\.\\w)`, flags);
}

export function mentions(text: string, term: string): boolean {
  return termPattern(term).test(text);
}

const FILLERS = new Set([
  'so',
  'well',
  'um',
  'uh',
  'erm',
  'yeah',
  'yes',
  'basically',
  'and',
  'like',
  'okay',
  'ok',
  'right',
]);

const STOP_WORDS = new Set([
  'i',
  'me',
  'my',
  'we',
  'our',
  'you',
  'the',
  'a',
  'an',
  'and',
  'or',
  'but',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'it',
  'is',
  'was',
  'were',
  'be',
  'been',
  'that',
  'this',
  'so',
  'as',
  'by',
  'from',
  'have',
  'had',
  'has',
  'do',
  'did',
  'um',
  'uh',
  'just',
  'really',
  'very',
  'then',
  'there',
  'they',
  'them',
  'which',
  'what',
]);

function contentWordCount(sentence: string): number {
  return wordsOf(sentence.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' ')).filter((w) => !STOP_WORDS.has(w)).length;
}

/**
 * A short, verbatim phrase from an answer to quote back: the start of its most
 * substantial sentence, without leading filler words.
 */
export function quotablePhrase(answer: string, maxWords = 8): string | undefined {
  const sentences = sentencesOf(answer);
  let best: string | undefined;
  let bestScore = 0;
  for (const sentence of sentences) {
    const score = contentWordCount(sentence);
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  if (!best || bestScore < 2) return undefined;
  const words = wordsOf(best);
  while (words.length > 0 && FILLERS.has(words[0]!.toLowerCase().replace(/[^a-z]/g, ''))) words.shift();
  let phrase = words.slice(0, maxWords);
  // Cut at the first clause break, and never end on a dangling "with", "the", "and"…
  const clauseEnd = phrase.findIndex((word, i) => i >= 2 && /[,;:]$/.test(word));
  if (clauseEnd !== -1) phrase = phrase.slice(0, clauseEnd + 1);
  while (phrase.length > 2 && STOP_WORDS.has(stripTrailingPunctuation(phrase[phrase.length - 1]!).toLowerCase()))
    phrase.pop();
  const text = stripTrailingPunctuation(phrase.join(' '));
  return countWords(text) >= 2 ? text : undefined;
}
