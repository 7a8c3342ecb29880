import { z } from 'zod';
import { MAX_QUESTIONS } from './interview-rules.ts';
import { parseTranscript, timestampToSeconds } from './transcript.ts';

export const POSITIVE_WORDS = ['excellent', 'great', 'good', 'impressive', 'strong', 'confident'] as const;
export const NEGATIVE_WORDS = ['poor', 'weak', 'bad', 'unclear', 'confused', 'hesitant'] as const;
export const NEUTRAL_SENTIMENT = 50;
/** Completion without a plan (interviews from before plans) is measured against the most questions asked. */
export const EXPECTED_RECORDINGS = MAX_QUESTIONS;
export const CLEAR_SHARE_PERCENT = 80;
export const OK_SHARE_PERCENT = 50;
/**
 * A clear answer has at least this many words and is not mostly the same words over again.
 * Punctuation is never looked at: spoken transcripts have none, typed answers do.
 */
export const CLEAR_ANSWER_MIN_WORDS = 4;
export const CLEAR_ANSWER_MIN_DISTINCT_SHARE = 0.5;
export const CONCISE_MIN_WORDS = 10;
export const CONCISE_MAX_WORDS = 50;
export const SENTIMENT_GREEN_THRESHOLD = 70;
export const COMPLETION_GREEN_THRESHOLD = 80;
// The spec only says "otherwise yellow or neutral as applicable". Half the expected
// recordings is the point where an interview stops looking abandoned, so yellow
// starts there, matching the "ok" threshold used for clarity.
export const COMPLETION_YELLOW_THRESHOLD = 50;

export const clarityValues = ['clear', 'ok', 'not clear'] as const;
export const concisenessValues = ['concise', 'too short', 'too long'] as const;

export const interviewAnalyticsSchema = z.object({
  averageWords: z.number().int().nonnegative(),
  /** Minutes from the first to the last transcript timestamp; null is shown as N/A. */
  durationMinutes: z.number().nonnegative().nullable(),
  sentiment: z.number().int().min(0).max(100),
  completion: z.number().int().nonnegative(),
  clarity: z.enum(clarityValues),
  conciseness: z.enum(concisenessValues),
});

export type InterviewAnalytics = z.infer<typeof interviewAnalyticsSchema>;
export type Clarity = InterviewAnalytics['clarity'];
export type Conciseness = InterviewAnalytics['conciseness'];
export type SentimentBand = 'green' | 'neutral';
export type CompletionBand = 'green' | 'yellow' | 'neutral';

export type AnalyticsInput = {
  transcript: string | null;
  /**
   * The plan's questions and how many of them the scorecard counts as answered, fully or partly
   * (so completion agrees with the scorecard; before assessment: those with a spoken or typed answer). Without it
   * (no plan), every non-blank answer counts against the most questions an interview asks.
   */
  questions?: { answered: number; total: number };
};

const positiveWords: ReadonlySet<string> = new Set(POSITIVE_WORDS);
const negativeWords: ReadonlySet<string> = new Set(NEGATIVE_WORDS);

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

function averageWordsOf(answers: string[]): number {
  if (answers.length === 0) return 0;
  const total = answers.reduce((sum, answer) => sum + wordCount(answer), 0);
  return Math.round(total / answers.length);
}

function durationMinutesOf(timestamps: string[]): number | null {
  const seconds = timestamps.map(timestampToSeconds).filter((s): s is number => s !== null);
  if (seconds.length < 2) return null;
  // Earliest to latest rather than first to last line, so an out-of-order line cannot give a negative duration.
  const span = Math.max(...seconds) - Math.min(...seconds);
  return Math.round((span / 60) * 10) / 10;
}

/** Display only: sentiment is shown to the employer and never feeds the Overall Score. */
function sentimentOf(answers: string[]): number {
  let positive = 0;
  let negative = 0;
  for (const word of answers.flatMap(words)) {
    if (positiveWords.has(word)) positive++;
    else if (negativeWords.has(word)) negative++;
  }
  if (positive + negative === 0) return NEUTRAL_SENTIMENT;
  return Math.round((positive / (positive + negative)) * 100);
}

/** Questions answered ÷ questions in the plan, as a percentage (0–100). */
function completionOf(answered: number, total: number): number {
  const count = Number.isFinite(answered) ? Math.max(0, answered) : 0;
  if (!(total > 0)) return 0;
  return Math.round((Math.min(count, total) / total) * 100);
}

function isClearAnswer(answer: string): boolean {
  const all = words(answer);
  if (all.length < CLEAR_ANSWER_MIN_WORDS) return false;
  return new Set(all).size >= all.length * CLEAR_ANSWER_MIN_DISTINCT_SHARE;
}

function clarityOf(answers: string[]): Clarity {
  if (answers.length === 0) return 'not clear';
  const clear = answers.filter(isClearAnswer).length;
  // Integer comparison so that exactly 80% or 50% is never lost to floating-point error.
  if (clear * 100 >= answers.length * CLEAR_SHARE_PERCENT) return 'clear';
  if (clear * 100 >= answers.length * OK_SHARE_PERCENT) return 'ok';
  return 'not clear';
}

export function concisenessFor(averageWords: number): Conciseness {
  if (averageWords < CONCISE_MIN_WORDS) return 'too short';
  if (averageWords > CONCISE_MAX_WORDS) return 'too long';
  return 'concise';
}

export function computeAnalytics({ transcript, questions }: AnalyticsInput): InterviewAnalytics {
  const entries = parseTranscript(transcript ?? '');
  // An empty user line is not an answer (the spec ignores empty transcriptions), so it must not drag averages down.
  const answers = entries.filter((e) => e.speaker === 'user' && e.text.trim() !== '').map((e) => e.text);
  const timestamps = entries.flatMap((e) => (e.at === undefined ? [] : [e.at]));
  const averageWords = averageWordsOf(answers);
  return {
    averageWords,
    durationMinutes: durationMinutesOf(timestamps),
    sentiment: sentimentOf(answers),
    completion: questions
      ? completionOf(questions.answered, questions.total)
      : completionOf(answers.length, EXPECTED_RECORDINGS),
    // An interview whose plan questions all went unanswered is never "clear", whatever its words.
    clarity: questions && questions.answered <= 0 ? 'not clear' : clarityOf(answers),
    conciseness: concisenessFor(averageWords),
  };
}

export function formatDuration(minutes: number | null): string {
  return minutes === null ? 'N/A' : `${minutes.toFixed(1)} min`;
}

export function sentimentBand(percent: number): SentimentBand {
  return percent >= SENTIMENT_GREEN_THRESHOLD ? 'green' : 'neutral';
}

export function completionBand(percent: number): CompletionBand {
  if (percent >= COMPLETION_GREEN_THRESHOLD) return 'green';
  if (percent >= COMPLETION_YELLOW_THRESHOLD) return 'yellow';
  return 'neutral';
}
