import { describe, expect, it } from 'vitest';
import { confidenceFromSegments, reportsSegments } from './openai-transcription.ts';

describe('confidenceFromSegments', () => {
  it('is the probability of the duration-weighted mean avg_logprob', () => {
    const segments = [
      { start: 0, end: 1, avg_logprob: -0.1 },
      { start: 1, end: 4, avg_logprob: -0.5 },
    ];
    expect(confidenceFromSegments(segments)).toBe(Math.round(Math.exp((-0.1 + -0.5 * 3) / 4) * 1000) / 1000);
  });

  it('is null without segments that report one', () => {
    expect(confidenceFromSegments(undefined)).toBeNull();
    expect(confidenceFromSegments([{ start: 0, end: 1 }])).toBeNull();
  });

  it('only whisper models are asked for segments', () => {
    expect(reportsSegments('whisper-1')).toBe(true);
    expect(reportsSegments('gpt-4o-transcribe')).toBe(false);
  });
});
