import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../../../../../tests/fixtures/interview-plans.ts';
import { simulateInterview, type SimulatedAnswer } from '../../../../../tests/support/simulate-interview.ts';
import { CLOSING_LINE } from '../../../../core/interview-rules.ts';
import { createBuiltinProvider } from '../builtin-provider.ts';
import {
  ACKNOWLEDGEMENTS,
  FOLLOW_UPS,
  LAST_TRANSITIONS,
  RECORDED_ACKNOWLEDGEMENT,
  TRANSITIONS,
} from './interviewer.ts';

const builtin = createBuiltinProvider({ log: pino({ level: 'silent' }) });
const EMPLOYER = 'Northwind Logistics';
const words = (text: string) => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

/** Every word the builtin may say: its fixed phrases, the greeting, the employer's plan and names. */
const VOCABULARY = new Set(
  words(
    [
      ...ACKNOWLEDGEMENTS,
      RECORDED_ACKNOWLEDGEMENT,
      ...TRANSITIONS,
      ...LAST_TRANSITIONS,
      ...FOLLOW_UPS.short,
      ...FOLLOW_UPS.negative,
      ...FOLLOW_UPS.offTopic,
      "Hello, and welcome to your interview for the role at. I will ask you questions, one at a time. Let's begin.",
      DISPATCH_POSTING.title,
      EMPLOYER,
      DISPATCH_PLAN.intro!,
      ...DISPATCH_PLAN.questions.map((q) => q.text),
      CLOSING_LINE,
    ].join(' '),
  ),
);

const RICH =
  'Last spring our courier app started timing out at lunch. I pulled the slow query log, found a missing index on the orders table, added it behind a feature flag and the timeouts stopped.';

// DISPATCH_PLAN allows 1, 2, 0 and 1 follow-ups on its four questions.
const ALL_ALLOWED = [1, 2, 0, 1];
const NONE = [0, 0, 0, 0];
const TABLE: [name: string, answer: SimulatedAnswer, followUpsPerQuestion: number[]][] = [
  ['negative', { text: 'Never used maps.' }, ALL_ALLOWED],
  ['empty', { text: '' }, ALL_ALLOWED],
  ['one word', { text: 'No.' }, ALL_ALLOWED],
  ['keyword list', { text: 'PostgreSQL, PostGIS, Redis, Kafka.' }, ALL_ALLOWED],
  ['off-topic', { text: 'Designers are annoying and I would rather talk about football.' }, ALL_ALLOWED],
  ['rich', { text: RICH, sttConfidence: 0.85 }, NONE],
  ['low-confidence', { text: 'job i would built to dispatch gosh', sttConfidence: 0.2 }, NONE],
];

describe('builtin interviewer over a plan, answer by answer', () => {
  it.each(TABLE)('%s answers', async (_name, answer, followUpsPerQuestion) => {
    const turns = await simulateInterview(builtin, {
      posting: DISPATCH_POSTING,
      plan: DISPATCH_PLAN,
      answers: [answer],
      employerName: EMPLOYER,
    });
    const bots = turns.filter((t) => t.speaker === 'bot');

    // The greeting names the role and the employer, reads the intro, and asks question 1.
    expect(bots[0]!.text).toMatch(
      /^Hello, and welcome to your interview for the Software Engineer, Dispatch role at Northwind Logistics\./,
    );
    expect(bots[0]!.text).toContain(DISPATCH_PLAN.intro);
    expect(bots[0]!.text).not.toMatch(/screenroom|offline/i);
    expect(bots.at(-1)!.text).toBe(CLOSING_LINE);

    // Every plan question exactly once, in order, in the employer's words.
    const asked = bots.filter((t) => !t.followUp && t.questionIndex !== null);
    expect(asked.map((t) => t.questionIndex)).toEqual([0, 1, 2, 3]);
    DISPATCH_PLAN.questions.forEach((q, i) => {
      expect(asked[i]!.text.endsWith(q.text)).toBe(true);
      expect(bots.filter((t) => t.text.includes(q.text))).toHaveLength(1);
    });

    // Follow-ups where the question allows them, never beyond, never repeating the question.
    const used = DISPATCH_PLAN.questions.map((_, i) => bots.filter((t) => t.followUp && t.questionIndex === i).length);
    expect(used).toEqual(followUpsPerQuestion);
    for (const followUp of bots.filter((t) => t.followUp))
      expect([...FOLLOW_UPS.short, ...FOLLOW_UPS.negative, ...FOLLOW_UPS.offTopic]).toContain(followUp.text);

    // Nothing the candidate said comes back: every word is the builtin's own or the employer's.
    for (const bot of bots) {
      const foreign = words(bot.text).filter((w) => !VOCABULARY.has(w));
      expect(foreign, bot.text).toEqual([]);
      expect(bot.text).not.toMatch(/relevant|great|excellent|impressive|score|rating/i);
    }
  });

  it('says "your answer is recorded" after a low-confidence transcript, and nothing of it', async () => {
    const turns = await simulateInterview(builtin, {
      posting: DISPATCH_POSTING,
      plan: DISPATCH_PLAN,
      answers: [{ text: RICH }, { text: 'dispatch gosh the lunch', sttConfidence: 0.1 }, { text: RICH }],
    });
    const afterGarbled = turns[4]!;
    expect(afterGarbled.text.startsWith(RECORDED_ACKNOWLEDGEMENT)).toBe(true);
    expect(afterGarbled.text).not.toMatch(/gosh|lunch/);
    // Without an employer name the greeting names the role only.
    expect(turns[0]!.text).toMatch(/^Hello, and welcome to your interview for the Software Engineer, Dispatch role\. /);
  });

  it('varies its acknowledgements', async () => {
    const turns = await simulateInterview(builtin, {
      posting: DISPATCH_POSTING,
      plan: DISPATCH_PLAN,
      answers: [{ text: RICH }],
    });
    const leads = turns
      .filter((t) => t.speaker === 'bot' && !t.followUp && t.questionIndex! > 0)
      .map((t) => ACKNOWLEDGEMENTS.find((a) => t.text.startsWith(a)));
    expect(new Set(leads).size).toBe(leads.length);
  });
});

describe('builtin interviewer: the one CV follow-up', () => {
  const CV = [
    'Jane Doe, jane@example.com, +44 20 7946 0958, https://janedoe.dev',
    'Led incident response for production outages at Acme (2019-2024), see https://acme.example/postmortems',
  ].join('\n');
  const plan = { ...DISPATCH_PLAN, cvFollowUp: true };

  it('asks it once, on the question whose competency the CV mentions, with a short sanitised phrase', async () => {
    const turns = await simulateInterview(builtin, {
      posting: DISPATCH_POSTING,
      plan,
      answers: [{ text: RICH }],
      cvText: CV,
    });
    const followUps = turns.filter((t) => t.speaker === 'bot' && t.followUp);
    expect(followUps).toHaveLength(1);
    const [cv] = followUps;
    expect(cv!.questionIndex).toBe(1);
    expect(cv!.text).toMatch(/^Your CV mentions [\p{L}\p{N} .,;:'()+#/&-]+\. Could you tell me more about that\?$/u);
    const phrase = cv!.text.replace(/^Your CV mentions /, '').replace(/\. Could you.*$/, '');
    expect(phrase.split(' ').length).toBeLessThanOrEqual(6);
    expect(cv!.text).not.toMatch(/@|https|acme\.example|7946/);
    // The plan's questions are still each asked once, in order.
    expect(
      turns.filter((t) => t.speaker === 'bot' && !t.followUp && t.questionIndex !== null).map((t) => t.questionIndex),
    ).toEqual([0, 1, 2, 3]);
  });

  it('is never asked when the plan does not allow it or there is no CV text', async () => {
    for (const input of [
      { plan: DISPATCH_PLAN, cvText: CV },
      { plan, cvText: null },
    ]) {
      const turns = await simulateInterview(builtin, {
        posting: DISPATCH_POSTING,
        answers: [{ text: RICH }],
        ...input,
      });
      expect(turns.filter((t) => t.speaker === 'bot' && t.followUp)).toHaveLength(0);
    }
  });
});
