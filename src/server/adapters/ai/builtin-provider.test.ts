import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { createPocketsphinxTranscriber } from './builtin/pocketsphinx.ts';
import { BACKEND_POSTING } from '../../../../tests/fixtures/job-postings.ts';
import { CLOSING_LINE } from '../../../core/interview-rules.ts';
import { RULE_BASED_NOTICE } from './builtin/feedback-report.ts';
import { chunkWords, createBuiltinProvider, STT_UNAVAILABLE_MESSAGE } from './builtin-provider.ts';

const log = pino({ level: 'silent' });

describe('chunkWords', () => {
  test('splits into word groups whose concatenation is the original text', () => {
    const text = '  Hello there, how are you doing today?\nFine. ';
    const chunks = chunkWords(text, 3);
    expect(chunks.length).toBe(3);
    expect(chunks.join('')).toBe(text);
  });
});

describe('builtin provider', () => {
  test('words the interviewer turn from typed data, streamed in several chunks', async () => {
    const provider = createBuiltinProvider({ log });
    const chunks: string[] = [];
    const request = {
      posting: BACKEND_POSTING,
      turns: [],
      intent: 'open' as const,
      progress: { questionsAsked: 0, questionsRemaining: 10, maxQuestions: 10 },
      rules: { maxReplyWords: 50, closingLine: CLOSING_LINE },
    };
    for await (const chunk of provider.nextTurn(request)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toMatch(/^Hello, and welcome to your interview for the Senior Backend Engineer role\./);
    expect(chunks.join('')).not.toMatch(/Screenroom|offline/i);
  });

  test('assesses from typed data and says who assessed', async () => {
    const provider = createBuiltinProvider({ log });
    expect(provider.assessor).toEqual({ kind: 'builtin', model: null });
    const transcript = 'BOT: [00:00:00] Tell me about yourself.\nUSER: [00:00:05] I build TypeScript APIs.';
    const text = await provider.assess({ posting: BACKEND_POSTING, transcript, sections: [] });
    expect(text.startsWith(RULE_BASED_NOTICE)).toBe(true);
    expect(text).toMatch(/Overall Score: \d+\/100/);
  });

  test('has no speech synthesis', () => {
    expect(createBuiltinProvider({ log }).speak).toBeUndefined();
  });

  test('without the speech tools it says so and asks for a typed answer', async () => {
    const transcriber = createPocketsphinxTranscriber({ modelDir: '/nonexistent/pocketsphinx-model' });
    const provider = createBuiltinProvider({ log, transcriber });
    expect(await provider.canTranscribe()).toBe(false);
    await expect(provider.transcribe(Buffer.from('audio'), 'audio/webm')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: STT_UNAVAILABLE_MESSAGE,
    });
  });
});
