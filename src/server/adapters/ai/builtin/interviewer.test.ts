import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../../../../../tests/fixtures/interview-plans.ts';
import { simulateInterview, type SimulatedAnswer } from '../../../../../tests/support/simulate-interview.ts';
import { CLOSING_LINE, MAX_REPLY_WORDS } from '../../../../core/interview-rules.ts';
import { createBuiltinProvider } from '../builtin-provider.ts';
import { countWords } from './text.ts';
import {
  ACKNOWLEDGEMENTS,
  AGAIN_LEADS,
  LAST_TRANSITIONS,
  MOVE_ON,
  NEVER_DONE_ACKNOWLEDGEMENTS,
  PROBES,
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
      ...NEVER_DONE_ACKNOWLEDGEMENTS,
      ...MOVE_ON,
      ...Object.values(PROBES).flat(),
      ...Object.values(AGAIN_LEADS).flat(),
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
const NONE = [0, 0, 0, 0];
/** An answer said to every question, the probes (budgeted) and returns to the question (not budgeted) per question. */
const TABLE: [name: string, answer: SimulatedAnswer, probes: number[], agains: number[]][] = [
  ['never done', { text: 'Never used maps.' }, [1, 1, 0, 1], NONE],
  ['"No."', { text: 'No.' }, [1, 1, 0, 1], NONE],
  ['empty', { text: '' }, NONE, [1, 1, 1, 1]],
  ['keyword list', { text: 'PostgreSQL, PostGIS, Redis, Kafka.' }, [1, 2, 0, 1], NONE],
  ['off-topic', { text: 'I would rather talk about football and my weekend plans.' }, NONE, [1, 1, 1, 1]],
  ['repeat', { text: 'Sorry, could you repeat the question?' }, NONE, [2, 2, 2, 2]],
  ['rich', { text: RICH, sttConfidence: 0.85 }, NONE, NONE],
  ['low-confidence', { text: 'job i would built to dispatch gosh', sttConfidence: 0.2 }, NONE, NONE],
];

describe('builtin interviewer over a plan, answer by answer', () => {
  it.each(TABLE)('%s answers', async (_name, answer, probesPerQuestion, againsPerQuestion) => {
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

    // Every plan question asked once as a question, in order, in the employer's words.
    const asked = bots.filter((t) => !t.followUp && t.questionIndex !== null);
    expect(asked.map((t) => t.questionIndex)).toEqual([0, 1, 2, 3]);
    DISPATCH_PLAN.questions.forEach((q, i) => expect(asked[i]!.text.endsWith(q.text)).toBe(true));

    // Probes where the question allows them, never beyond; returns to the question outside the budget.
    const per = (kind: 'probe' | 'again') =>
      DISPATCH_PLAN.questions.map(
        (_, i) => bots.filter((t) => t.questionIndex === i && t.request?.plan?.[kind]).length,
      );
    expect(per('probe')).toEqual(probesPerQuestion);
    expect(per('again')).toEqual(againsPerQuestion);
    per('probe').forEach((n, i) => expect(n).toBeLessThanOrEqual(DISPATCH_PLAN.questions[i]!.followUps));
    for (const probe of bots.filter((t) => t.request?.plan?.probe))
      expect(Object.values(PROBES).flat()).toContain(probe.text);
    // A return to the question says it in full; a probe never repeats it.
    for (const again of bots.filter((t) => t.request?.plan?.again))
      expect(again.text).toContain(again.request!.plan!.question);
    // "Last question" is said once, on the last question.
    expect(bots.filter((t) => LAST_TRANSITIONS.some((l) => t.text.includes(l)))).toHaveLength(1);
    expect(bots.find((t) => LAST_TRANSITIONS.some((l) => t.text.includes(l)))!.text).toContain(
      DISPATCH_PLAN.questions[3]!.text,
    );
    for (const bot of bots) expect(countWords(bot.text)).toBeLessThanOrEqual(MAX_REPLY_WORDS);

    // Nothing the candidate said comes back: every word is the builtin's own or the employer's.
    for (const bot of bots) {
      const foreign = words(bot.text).filter((w) => !VOCABULARY.has(w));
      expect(foreign, bot.text).toEqual([]);
      expect(bot.text).not.toMatch(/relevant|great|excellent|impressive|well done|perfect|good answer|score|rating/i);
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
