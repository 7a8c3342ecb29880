import { indexOfWords, normalisedTokens } from './quotes.ts';

/** A recognised word and when it begins in the answer's recording, in seconds. */
export type WordTiming = { word: string; start: number };

/** A quote plays from a little before its first word, so the listener hears it begin. */
export const QUOTE_LEAD_SECONDS = 0.5;

const round = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * When a verbatim quote of an answer begins in its recording (less the lead), or null when
 * the answer has no word timings or the quote cannot be placed (playback then starts at 0).
 * Words are compared as the quote verifier compares them (core/scorecard/quotes.ts). The quote
 * is looked for in the timed words; failing that, when the answer's text has as many words as
 * the timings (the recogniser's own text), the quote's place in the text gives its word.
 */
export function quoteStartSeconds(
  quote: string,
  answerText: string,
  timings: readonly WordTiming[] | null | undefined,
): number | null {
  if (!timings || timings.length === 0) return null;
  const needle = normalisedTokens(quote).map((t) => t.word);
  const timed: { word: string; start: number }[] = [];
  for (const timing of timings) {
    if (typeof timing?.word !== 'string' || !Number.isFinite(timing.start) || timing.start < 0) continue;
    for (const token of normalisedTokens(timing.word)) timed.push({ word: token.word, start: timing.start });
  }
  let index = indexOfWords(needle, timed);
  if (index < 0) {
    const words = normalisedTokens(answerText);
    if (words.length === timed.length) index = indexOfWords(needle, words);
  }
  if (index < 0) return null;
  return round(Math.max(0, timed[index]!.start - QUOTE_LEAD_SECONDS));
}

type Segment = { start?: number; end?: number; text?: string };

/**
 * Word timings spread evenly over each segment, for recognisers that time only segments
 * (sentences): a quote then lands near, not exactly on, its first word.
 */
export function wordTimingsFromSegments(segments: readonly Segment[] | null | undefined): WordTiming[] {
  const timings: WordTiming[] = [];
  for (const segment of segments ?? []) {
    const start = segment.start;
    const end = segment.end;
    if (typeof start !== 'number' || !Number.isFinite(start) || typeof segment.text !== 'string') continue;
    const words = segment.text.split(/\s+/).filter(Boolean);
    const span = typeof end === 'number' && end > start ? end - start : 0;
    words.forEach((word, i) => timings.push({ word, start: round(start + (span * i) / words.length) }));
  }
  return timings;
}
