const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
  [100, 'hundred'],
];

/** A whole number as spoken words, without "and": 120 → "one hundred twenty". */
export function numberToWords(n: number): string[] {
  if (n < 20) return [ONES[n]!];
  if (n < 100) return n % 10 === 0 ? [TENS[n / 10]!] : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!];
  for (const [scale, name] of SCALES) {
    if (n < scale) continue;
    const rest = n % scale;
    return [...numberToWords(Math.floor(n / scale)), name, ...(rest === 0 ? [] : numberToWords(rest))];
  }
  return [String(n)];
}

/**
 * Lower-case words without punctuation, so "Hello, World." and "hello world" compare equal.
 * Hyphens and slashes separate words ("e-mail" → "e mail"), digits become words as speech
 * recognisers write them ("98" → "ninety eight"; "1,200" → "one thousand two hundred"), and a
 * pronunciation variant mark is dropped ("as(2)" → "as").
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\(\d+\)/g, '')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .flatMap((word) => (/^\d{1,12}$/.test(word) ? numberToWords(Number(word)) : [word.replace(/^'+|'+$/g, '')]))
    .filter((word) => word !== '');
}

/** Word-level edit distance (substitutions + deletions + insertions) and the reference's length. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
    }
    previous = current;
  }
  return { errors: previous[hyp.length]!, words: ref.length };
}

/**
 * Word error rate of a hypothesis against a reference: (substitutions + deletions +
 * insertions) / reference words, by word-level Levenshtein distance. Used to measure
 * speech-to-text quality; can exceed 1 when the hypothesis adds many words.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const { errors, words } = wordErrors(reference, hypothesis);
  if (words === 0) return errors === 0 ? 0 : 1;
  return errors / words;
}

/** Corpus word error rate: all errors over all reference words (long answers weigh more), 0 for none. */
export function corpusWordErrorRate(pairs: { reference: string; hypothesis: string }[]): number {
  let errors = 0;
  let words = 0;
  for (const pair of pairs) {
    const counted = wordErrors(pair.reference, pair.hypothesis);
    errors += counted.errors;
    words += counted.words;
  }
  return words === 0 ? 0 : errors / words;
}
