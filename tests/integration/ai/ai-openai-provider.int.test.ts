import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CANCELLED_MESSAGE, USER_FACING_FAILURE } from '../../../src/server/adapters/ai/openai-errors.ts';
import { createOpenAiProvider, type OpenAiProviderOptions } from '../../../src/server/adapters/ai/openai-provider.ts';
import { collectChat, type ChatMessage } from '../../../src/server/adapters/ai/provider.ts';
import { AppError } from '../../../src/server/errors.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';

// Contract tests of the OpenAI-compatible adapter against a real HTTP server speaking the wire format.
let fake: FakeOpenAi;
const logLines: string[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });

function provider(overrides: Partial<OpenAiProviderOptions> = {}) {
  return createOpenAiProvider({
    apiKey: 'sk-test-key',
    baseURL: fake.url,
    chatModel: 'gpt-test-chat',
    sttModel: 'whisper-test',
    ttsModel: 'tts-test',
    ttsVoice: 'alloy',
    log,
    ...overrides,
  });
}

const messages: ChatMessage[] = [
  { role: 'system', content: 'You are an interviewer.' },
  { role: 'assistant', content: 'Tell me about yourself.' },
  { role: 'user', content: 'I build APIs in TypeScript.' },
];
const turnOptions = { temperature: 0.8, maxTokens: 150 };

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => {
  fake.reset();
  Object.assign(fake.config, {
    chatReply: 'Thanks. What did you build most recently?',
    firstTokenDelayMs: 0,
    tokensPerSecond: 0,
  });
  logLines.length = 0;
});
afterAll(async () => {
  await fake.close();
});

describe('chat', () => {
  test('sends exactly the model, temperature, max_tokens and messages, streaming', async () => {
    fake.config.chatReply = 'Thanks for that. Which part of the API design was yours?';
    const deltas: string[] = [];
    for await (const delta of provider().chat(messages, turnOptions)) deltas.push(delta);

    expect(deltas.join('')).toBe('Thanks for that. Which part of the API design was yours?');
    expect(deltas.length).toBeGreaterThan(5);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.body).toEqual({
      model: 'gpt-test-chat',
      stream: true,
      temperature: 0.8,
      max_tokens: 150,
      messages,
    });
  });

  test('yields deltas in order as they arrive, not after the whole reply', async () => {
    Object.assign(fake.config, {
      chatReply: 'one two three four five six',
      firstTokenDelayMs: 100,
      tokensPerSecond: 20,
    });
    const start = Date.now();
    const arrivals: { delta: string; at: number }[] = [];
    for await (const delta of provider().chat(messages, turnOptions)) arrivals.push({ delta, at: Date.now() - start });

    expect(arrivals.map((a) => a.delta.trim())).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);
    expect(arrivals[0]!.at).toBeGreaterThanOrEqual(90);
    // Six tokens at 20/s: the last arrives about 250 ms after the first.
    expect(arrivals[5]!.at - arrivals[0]!.at).toBeGreaterThanOrEqual(200);
  });

  test('retries a 429 as its retry-after header directs, then succeeds', async () => {
    fake.failNext(2, 429, { headers: { 'retry-after': '0' } });
    const start = Date.now();
    const reply = await collectChat(provider().chat(messages, turnOptions));

    expect(reply).toBe('Thanks. What did you build most recently?');
    expect(fake.requests.map((r) => r.status)).toEqual([429, 429, 200]);
    expect(fake.requests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '1', '2']);
    // retry-after: 0 replaces the default backoff, which would wait at least 0.375 s + 0.75 s.
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  test('retries a 500 after the default backoff, then succeeds', async () => {
    fake.failNext(1, 500);
    const start = Date.now();
    const reply = await collectChat(provider().chat(messages, turnOptions));

    expect(reply).toBe('Thanks. What did you build most recently?');
    expect(fake.requests.map((r) => r.status)).toEqual([500, 200]);
    // 0.5 s less up to 25% jitter.
    expect(Date.now() - start).toBeGreaterThanOrEqual(370);
  });

  test('gives up after two retries with an UNAVAILABLE AppError', async () => {
    fake.failNext(3, 503, { headers: { 'retry-after-ms': '0' }, message: 'engine overloaded at node x17' });
    const error = await rejection(collectChat(provider().chat(messages, turnOptions)));

    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe(USER_FACING_FAILURE.chat);
    expect(fake.requests).toHaveLength(3);
  });

  test('a 401 becomes an UPSTREAM AppError that does not leak the provider message, which is logged', async () => {
    fake.failNext(1, 401, { message: 'Incorrect API key provided: sk-leak-1234' });
    const error = await rejection(collectChat(provider().chat(messages, turnOptions)));

    expect(error.code).toBe('UPSTREAM');
    expect(error.message).toBe(USER_FACING_FAILURE.chat);
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain('sk-leak');
    expect(fake.requests).toHaveLength(1); // 401 is not retried
    expect(logLines.join('\n')).toContain('Incorrect API key provided');
  });

  test('a request that times out becomes an UNAVAILABLE AppError', async () => {
    fake.hangNext(1);
    const start = Date.now();
    const error = await rejection(collectChat(provider({ timeoutMs: 200, maxRetries: 0 }).chat(messages, turnOptions)));

    expect(error.code).toBe('UNAVAILABLE');
    expect(error.details).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - start).toBeLessThan(5_000);
  });

  test('a timed-out attempt is retried', async () => {
    fake.hangNext(1);
    const reply = await collectChat(provider({ timeoutMs: 300, maxRetries: 1 }).chat(messages, turnOptions));

    expect(reply).toBe('Thanks. What did you build most recently?');
    expect(fake.requests).toHaveLength(2);
  });

  test('a stream that goes silent fails after the idle timeout instead of passing as complete', async () => {
    fake.config.chatReply = 'one two three four';
    fake.stallNextStream(2);
    const deltas: string[] = [];
    const consume = async () => {
      for await (const delta of provider({ streamIdleTimeoutMs: 200 }).chat(messages, turnOptions)) deltas.push(delta);
    };
    const error = await rejection(consume());

    expect(deltas.join('')).toBe('one two');
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.details).toMatchObject({ reason: 'stream-timeout' });
  });

  test('a caller abort mid-stream ends with a cancellation error', async () => {
    Object.assign(fake.config, { chatReply: 'slow reply', firstTokenDelayMs: 2_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await rejection(
      collectChat(provider().chat(messages, { ...turnOptions, signal: controller.signal })),
    );

    expect(error.message).toBe(CANCELLED_MESSAGE);
  });
});

describe('audio', () => {
  test('transcription posts multipart with the file named recording.webm and the model', async () => {
    fake.config.transcription = 'I have five years of experience.';
    const result = await provider().transcribe(Buffer.from('fake webm bytes'), 'audio/webm;codecs=opus');

    // A whisper model is asked for verbose_json: its segments' log probability is the confidence,
    // and its word timings say when each word begins.
    expect(result).toEqual({
      text: 'I have five years of experience.',
      confidence: Math.round(Math.exp(-0.2) * 1000) / 1000,
      words: ['I', 'have', 'five', 'years', 'of', 'experience'].map((word, i) => ({
        word,
        start: Math.round((i + 1) * 0.4 * 100) / 100,
      })),
    });
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/audio/transcriptions');
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.fields).toEqual({
      model: 'whisper-test',
      response_format: 'verbose_json',
      'timestamp_granularities[]': 'word,segment',
    });
    expect(request!.files).toEqual([
      { field: 'file', name: 'recording.webm', type: expect.stringContaining('audio/webm'), size: 15 },
    ]);
  });

  test('a failing transcription becomes the recording error without the provider text', async () => {
    fake.failNext(1, 400, { message: 'Invalid file format. Supported formats: [flac, m4a]' });
    const error = await rejection(provider().transcribe(Buffer.from('x'), 'audio/webm'));

    expect(error.code).toBe('UPSTREAM');
    expect(error.message).toBe(USER_FACING_FAILURE.transcribe);
  });

  test('speech sends model, voice and input and returns the audio bytes', async () => {
    Object.assign(fake.config, { speechFirstByteDelayMs: 50 });
    const audio = await provider().speak!('Hello and welcome.');
    const bytes = Buffer.from(await new Response(audio as ReadableStream).arrayBuffer());

    expect(bytes.equals(fake.config.speechAudio)).toBe(true);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/audio/speech');
    expect(request!.body).toEqual({ model: 'tts-test', voice: 'alloy', input: 'Hello and welcome.' });
  });
});
