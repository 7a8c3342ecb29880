import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { BACKEND_ANSWERS, BACKEND_POSTING, MARKETING_POSTING } from '../../../../tests/fixtures/job-postings.ts';
import {
  CLOSING_LINE,
  isClosingMessage,
  isEmptyTranscription,
  MAX_QUESTIONS as MAX_BOT_QUESTIONS,
} from '../../../core/interview-rules.ts';
import { ACKNOWLEDGEMENTS, RECORDED_ACKNOWLEDGEMENT } from '../../adapters/ai/builtin/interviewer.ts';
import { planQuestions } from '../../adapters/ai/builtin/question-planner.ts';
import { createBuiltinProvider } from '../../adapters/ai/builtin-provider.ts';
import type { ConversationTurn, NextTurnRequest } from '../../adapters/ai/provider.ts';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../../../../tests/fixtures/interview-plans.ts';
import { decideNextTurn, nextBotTurn, type TurnInput } from './interview-conductor.ts';

type InterviewTurn = ConversationTurn;
const progressAt = (asked: number, timeUp = false): TurnInput['progress'] => ({
  questionsAsked: asked,
  questionsRemaining: Math.max(0, MAX_BOT_QUESTIONS - asked),
  maxQuestions: MAX_BOT_QUESTIONS,
  timeUp,
});
const inputFor = (posting: { title: string; description: string }, turns: InterviewTurn[], asked: number) => ({
  posting,
  turns,
  progress: progressAt(asked),
});

const builtin = createBuiltinProvider({ log: pino({ level: 'silent' }) });
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function runInterview(posting: { title: string; description: string }, answers: string[]) {
  const turns: InterviewTurn[] = [];
  const replies: { text: string; deltas: number }[] = [];
  for (let asked = 0; asked <= answers.length; asked++) {
    let text = '';
    let deltas = 0;
    for await (const delta of nextBotTurn(builtin, inputFor(posting, turns, asked))) {
      text += delta;
      deltas++;
    }
    replies.push({ text, deltas });
    turns.push({ speaker: 'bot', text });
    if (asked < answers.length) turns.push({ speaker: 'user', text: answers[asked]! });
  }
  return replies;
}

/** A provider that records what it was asked and answers with a fixed text. */
function recordingProvider(reply = 'Next question?') {
  const requests: NextTurnRequest[] = [];
  const provider = {
    ...createBuiltinProvider({ log: pino({ level: 'silent' }) }),
    async *nextTurn(request: NextTurnRequest) {
      requests.push(request);
      yield reply;
    },
  };
  return { provider, requests };
}

describe('nextBotTurn passes typed data, never text markers', () => {
  const turns: InterviewTurn[] = [
    { speaker: 'bot', text: 'Hello! Tell me about yourself.' },
    { speaker: 'user', text: 'I build payment APIs.' },
    { speaker: 'bot', text: 'Which database?' },
    { speaker: 'user', text: '   ' },
    { speaker: 'user', text: 'PostgreSQL, mostly.' },
  ];
  const ask = async (asked: number, history = turns) => {
    const { provider, requests } = recordingProvider();
    for await (const _ of nextBotTurn(provider, inputFor(BACKEND_POSTING, history, asked))) void _;
    return requests;
  };

  test('the posting, the turns without empty transcriptions, the progress, the intent and the rules', async () => {
    const [request] = await ask(3);
    expect(request).toEqual({
      posting: BACKEND_POSTING,
      turns: [turns[0], turns[1], turns[2], turns[4]],
      intent: 'ask',
      progress: { questionsAsked: 3, questionsRemaining: 7, maxQuestions: MAX_BOT_QUESTIONS },
      rules: { maxReplyWords: 50, closingLine: CLOSING_LINE },
    });
  });

  test('the first turn is an opening, the last question is announced', async () => {
    expect((await ask(0, []))[0]!.intent).toBe('open');
    expect((await ask(MAX_BOT_QUESTIONS - 1))[0]!.intent).toBe('ask-last');
  });

  test('closing is never asked of a provider: out of questions or out of time, the closing line is sent', async () => {
    expect(await ask(MAX_BOT_QUESTIONS)).toEqual([]);
    const { provider, requests } = recordingProvider();
    const reply: string[] = [];
    for await (const delta of nextBotTurn(provider, { posting: BACKEND_POSTING, turns, progress: progressAt(2, true) }))
      reply.push(delta);
    expect(reply).toEqual([CLOSING_LINE]);
    expect(requests).toEqual([]);
  });
});

describe('decideNextTurn with a plan version', () => {
  const progress = (asked: number) => ({ ...progressAt(asked), maxQuestions: DISPATCH_PLAN.questions.length });

  test('the opening carries the first plan question, its competency and the intro as typed fields', () => {
    const decision = decideNextTurn({
      posting: DISPATCH_POSTING,
      turns: [],
      progress: progress(0),
      plan: DISPATCH_PLAN,
    });
    expect(decision).toMatchObject({ kind: 'reply', questionIndex: 0, followUp: false });
    if (decision.kind !== 'reply') throw new Error('expected a reply');
    expect(decision.request.intent).toBe('open');
    expect(decision.request.plan).toEqual({
      question: DISPATCH_PLAN.questions[0]!.text,
      competency: { name: 'Routing and maps', description: DISPATCH_PLAN.competencies[0]!.description },
      questionNumber: 1,
      questionCount: 4,
      intro: DISPATCH_PLAN.intro,
      followUp: false,
    });
  });

  test('a short answer gets a follow-up on the same question; a low-confidence one is passed marked, and moves on', () => {
    const asked = { speaker: 'bot' as const, text: DISPATCH_PLAN.questions[0]!.text };
    const short = decideNextTurn({
      posting: DISPATCH_POSTING,
      turns: [asked, { speaker: 'user', text: 'No.' }],
      progress: progress(1),
      plan: DISPATCH_PLAN,
    });
    expect(short).toMatchObject({ kind: 'reply', questionIndex: 0, followUp: true });
    if (short.kind === 'reply')
      expect(short.request.plan).toMatchObject({
        followUp: true,
        probe: 'approach',
        heard: 'never_done',
        questionNumber: 1,
      });
    const garbled = decideNextTurn({
      posting: DISPATCH_POSTING,
      turns: [asked, { speaker: 'user', text: 'no gosh', sttConfidence: 0.1 }],
      progress: progress(1),
      plan: DISPATCH_PLAN,
    });
    expect(garbled).toMatchObject({ kind: 'reply', questionIndex: 1, followUp: false });
    if (garbled.kind === 'reply')
      expect(garbled.request.turns.at(-1)).toEqual({ speaker: 'user', text: 'no gosh', lowConfidence: true });
  });

  test('after the last question it closes, without asking a provider', () => {
    const turns = DISPATCH_PLAN.questions.flatMap((q) => [
      { speaker: 'bot' as const, text: q.text },
      {
        speaker: 'user' as const,
        text: 'I would store delivery locations in PostgreSQL with PostGIS and query them with spatial indexes, because it is fast.',
      },
    ]);
    expect(decideNextTurn({ posting: DISPATCH_POSTING, turns, progress: progress(4), plan: DISPATCH_PLAN })).toEqual({
      kind: 'close',
    });
  });
});

test('isEmptyTranscription ignores whitespace-only text', () => {
  expect(isEmptyTranscription('  \n\t')).toBe(true);
  expect(isEmptyTranscription(null)).toBe(true);
  expect(isEmptyTranscription(' yes ')).toBe(false);
});

describe('nextBotTurn with the builtin interviewer', () => {
  test('a full run of ten answers ends with the closing message', async () => {
    const replies = await runInterview(BACKEND_POSTING, BACKEND_ANSWERS);
    expect(replies).toHaveLength(MAX_BOT_QUESTIONS + 1);
    expect(replies.at(-1)!.text).toBe(CLOSING_LINE);
    expect(replies.slice(0, -1).some((r) => isClosingMessage(r.text))).toBe(false);
    expect(replies[0]!.text).toMatch(/^Hello, and welcome to your interview for the Senior Backend Engineer role\./);
  });

  test('every reply is at most 50 words and streamed in several deltas', async () => {
    const replies = await runInterview(MARKETING_POSTING, BACKEND_ANSWERS);
    for (const reply of replies) expect(wordCount(reply.text)).toBeLessThanOrEqual(50);
    for (const reply of replies.slice(0, -1)) expect(reply.deltas).toBeGreaterThan(2);
  });

  test('asks its planned questions in order, acknowledging answers neutrally without quoting them', async () => {
    const replies = await runInterview(BACKEND_POSTING, BACKEND_ANSWERS);
    const plan = planQuestions(BACKEND_POSTING.title, BACKEND_POSTING.description);
    for (let i = 1; i < MAX_BOT_QUESTIONS; i++) {
      const reply = replies[i]!.text;
      expect(reply.endsWith(plan[i]!), reply).toBe(true);
      const lead = reply.slice(0, reply.length - plan[i]!.length).trim();
      expect([...ACKNOWLEDGEMENTS, RECORDED_ACKNOWLEDGEMENT]).toContain(lead);
    }
  });

  test('is deterministic for the same inputs and differs between postings', async () => {
    const first = await runInterview(BACKEND_POSTING, BACKEND_ANSWERS);
    const again = await runInterview(BACKEND_POSTING, BACKEND_ANSWERS);
    const other = await runInterview(MARKETING_POSTING, BACKEND_ANSWERS);
    expect(again).toEqual(first);
    expect(other.map((r) => r.text)).not.toEqual(first.map((r) => r.text));
  });

  test('after the maximum number of questions it replies with the closing line', async () => {
    const reply: string[] = [];
    for await (const delta of nextBotTurn(builtin, inputFor(BACKEND_POSTING, [], 12))) reply.push(delta);
    expect(reply).toEqual([CLOSING_LINE]);
  });
});
