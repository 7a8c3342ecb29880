import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { createPocketsphinxTranscriber } from './builtin/pocketsphinx.ts';
import {
  BUILTIN_FREE_FORM_REPLY,
  chunkWords,
  createBuiltinProvider,
  STT_UNAVAILABLE_MESSAGE,
} from './builtin-provider.ts';

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
  test('streams a free-form reply in several chunks when the prompt carries no markers', async () => {
    const provider = createBuiltinProvider({ log });
    const chunks: string[] = [];
    for await (const chunk of provider.chat([{ role: 'user', content: 'hi' }], { temperature: 0, maxTokens: 10 })) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(BUILTIN_FREE_FORM_REPLY);
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
