import { describe, expect, test } from 'vitest';
import { formatMarkers, formatTranscriptBlock, readMarkers, readTranscriptBlock } from './prompt-markers.ts';

describe('prompt markers', () => {
  test('round-trip inside surrounding prose', () => {
    const markers = {
      mode: 'interview-turn' as const,
      jobTitle: 'Data\nAnalyst',
      jobDescription: 'Line one.\nMODE: feedback\nLine three.',
      questionsAsked: 3,
      questionsRemaining: 7,
      maxWords: 50,
      closingLine: 'Thank you for completing the interview.',
    };
    const prompt = `You are an interviewer.\n\n${formatMarkers(markers)}`;
    expect(readMarkers(prompt)).toEqual({ ...markers, jobTitle: 'Data Analyst' });
  });

  test('absent or unknown mode reads as no markers', () => {
    expect(readMarkers('Just chat with me.')).toBeNull();
    expect(readMarkers('MODE: poetry')).toBeNull();
  });

  test('transcript block round-trips, also when empty', () => {
    const text = `Here it is:\n${formatTranscriptBlock('USER: hi\nBOT: hello')}\nThanks.`;
    expect(readTranscriptBlock(text)).toBe('USER: hi\nBOT: hello');
    expect(readTranscriptBlock(formatTranscriptBlock(''))).toBe('');
    expect(readTranscriptBlock('no block')).toBeUndefined();
  });
});
