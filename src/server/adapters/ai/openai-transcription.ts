import { type WordTiming, wordTimingsFromSegments } from '../../../core/scorecard/quote-start.ts';

/** Whether the speech-to-text model answers `verbose_json` with segments (OpenAI's whisper models do). */
export const reportsSegments = (model: string) => /whisper/i.test(model);

type Segment = { avg_logprob?: number; start?: number; end?: number; text?: string };

/**
 * A transcript's confidence (0..1) from verbose_json segments: the probability of the segments'
 * average token log probability, weighted by segment duration. Null when no segment reports one.
 */
export function confidenceFromSegments(segments: readonly Segment[] | undefined | null): number | null {
  let weighted = 0;
  let total = 0;
  for (const segment of segments ?? []) {
    if (typeof segment.avg_logprob !== 'number' || !Number.isFinite(segment.avg_logprob)) continue;
    const length = Math.max((segment.end ?? 0) - (segment.start ?? 0), 0) || 1;
    weighted += segment.avg_logprob * length;
    total += length;
  }
  if (total === 0) return null;
  return Math.round(Math.min(1, Math.exp(weighted / total)) * 1000) / 1000;
}

/** When each word begins: the words' own timings when the server sent them, else spread over the segments. */
export function wordTimingsOf(result: {
  words?: readonly { word: string; start: number }[] | null;
  segments?: readonly Segment[] | null;
}): WordTiming[] {
  if (result.words && result.words.length > 0) return result.words.map(({ word, start }) => ({ word, start }));
  return wordTimingsFromSegments(result.segments);
}
