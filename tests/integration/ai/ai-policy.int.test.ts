import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { draftPlanFromDescription } from '../../../src/server/adapters/ai/builtin/plan-draft.ts';
import { createAiProvider } from '../../../src/server/adapters/ai/create-provider.ts';
import { createOpenAiProvider } from '../../../src/server/adapters/ai/openai-provider.ts';
import { buildTurnMessages } from '../../../src/server/adapters/ai/openai-prompts.ts';
import {
  EMPTY_REPLY_FALLBACK,
  nextBotTurn,
  type TurnInput,
} from '../../../src/server/modules/interviews/interview-conductor.ts';
import { CLOSING_LINE } from '../../../src/core/interview-rules.ts';
import { CV_ASSESSMENT_MAX_CHARS, CV_TEXT_LIMITS } from '../../../src/core/cv-text.ts';
import { BACKEND_POSTING } from '../../fixtures/job-postings.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../support/fake-openai/server.ts';

// The interview policy driving the OpenAI-compatible adapter, observed at the HTTP boundary.
let fake: FakeOpenAi;
const log = pino({ level: 'silent' });
const provider = () =>
  createOpenAiProvider({
    apiKey: 'sk-test',
    baseURL: fake.url,
    chatModel: 'chat-model',
    sttModel: 'stt-model',
    ttsModel: 'tts-model',
    ttsVoice: 'alloy',
    log,
  });

const progressAt = (asked: number) => ({
  questionsAsked: asked,
  questionsRemaining: Math.max(0, 10 - asked),
  maxQuestions: 10,
  timeUp: false,
});
const input: TurnInput = {
  posting: BACKEND_POSTING,
  turns: [
    { speaker: 'bot', text: 'Hello! Tell me about yourself.' },
    { speaker: 'user', text: 'I build payment APIs in TypeScript.' },
  ],
  progress: progressAt(1),
};

async function reply(turn: TurnInput): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of nextBotTurn(provider(), turn)) deltas.push(delta);
  return deltas;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});

describe('interview turns', () => {
  test('ask the model with temperature 0.8, 150 max tokens and the policy messages, streaming the reply', async () => {
    fake.config.chatReply = 'Great. Which TypeScript project are you proudest of?';
    const deltas = await reply(input);

    expect(deltas.join('')).toBe('Great. Which TypeScript project are you proudest of?');
    expect(deltas.length).toBeGreaterThan(1);
    expect(fake.requests[0]!.body).toEqual({
      model: 'chat-model',
      stream: true,
      temperature: 0.8,
      max_tokens: 150,
      messages: buildTurnMessages({
        posting: BACKEND_POSTING,
        turns: input.turns,
        intent: 'ask',
        progress: { questionsAsked: 1, questionsRemaining: 9, maxQuestions: 10 },
        rules: { maxReplyWords: 50, closingLine: CLOSING_LINE },
      }),
    });
  });

  test('after ten questions the closing line is sent without asking the model', async () => {
    expect(await reply({ ...input, progress: progressAt(10) })).toEqual([CLOSING_LINE]);
    expect(fake.requests).toHaveLength(0);
  });

  test.each(['', '  \n '])('an empty model reply (%j) becomes the fallback text', async (empty) => {
    fake.config.chatReply = empty;
    expect((await reply(input)).join('')).toBe(EMPTY_REPLY_FALLBACK);
    expect(fake.requests).toHaveLength(1);
  });
});

test('createAiProvider picks the OpenAI-compatible adapter only when a key is set', async () => {
  const settings = { AI_CHAT_MODEL: 'chat-model', AI_STT_MODEL: 'stt', AI_TTS_MODEL: 'tts', AI_TTS_VOICE: 'alloy' };
  expect(createAiProvider({ ...settings, AI_API_KEY: undefined, AI_BASE_URL: undefined }, log).kind).toBe('builtin');
  const openai = createAiProvider({ ...settings, AI_API_KEY: 'sk-x', AI_BASE_URL: fake.url }, log);
  expect(openai.kind).toBe('openai-compatible');
  expect(openai.assessor).toEqual({ kind: 'openai-compatible', model: 'chat-model' });
  fake.config.chatReply = JSON.stringify({ competencies: [], questions: [], cvNote: null });
  const plan = draftPlanFromDescription(BACKEND_POSTING.title, BACKEND_POSTING.description);
  expect(await openai.assess({ posting: BACKEND_POSTING, plan, answers: [] })).toEqual({
    competencies: [],
    questions: [],
    cvNote: null,
  });
  expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-x');
});

test('the assessor receives at most the first part of a long CV, cut at a word and said to be cut', async () => {
  fake.config.chatReply = JSON.stringify({ competencies: [], questions: [], cvNote: 'Agrees.' });
  const plan = draftPlanFromDescription(BACKEND_POSTING.title, BACKEND_POSTING.description);
  const words = Array.from({ length: CV_TEXT_LIMITS.maxChars }, (_, i) => `skill${i}`).join(' ');
  const cvText = `${words.slice(0, CV_TEXT_LIMITS.maxChars - 9)} TAILMARK`;
  expect(cvText).toHaveLength(CV_TEXT_LIMITS.maxChars);
  await provider().assess({ posting: BACKEND_POSTING, plan, answers: [], cvText });

  const body = fake.requests[0]!.body as { messages: { role: string; content: string }[] };
  const [system, user] = body.messages;
  const sentCv = /<candidate_cv>\n([\s\S]*)\n<\/candidate_cv>/.exec(user!.content)![1]!;
  expect(sentCv.length).toBeLessThanOrEqual(CV_ASSESSMENT_MAX_CHARS);
  expect(sentCv.length).toBeGreaterThan(CV_ASSESSMENT_MAX_CHARS - 20);
  expect(cvText.startsWith(sentCv)).toBe(true);
  expect(cvText[sentCv.length]).toBe(' ');
  expect(JSON.stringify(body)).not.toContain('TAILMARK');
  expect(JSON.stringify(body).length).toBeLessThan(CV_TEXT_LIMITS.maxChars);
  expect(system!.content).toContain(
    `The CV is cut after its first ${CV_ASSESSMENT_MAX_CHARS.toLocaleString('en-US')} characters`,
  );

  fake.reset();
  await provider().assess({ posting: BACKEND_POSTING, plan, answers: [], cvText: 'Short CV: Go and SQL.' });
  const short = fake.requests[0]!.body as { messages: { content: string }[] };
  expect(short.messages[1]!.content).toContain('<candidate_cv>\nShort CV: Go and SQL.\n</candidate_cv>');
  expect(short.messages[0]!.content).not.toContain('is cut');
});
