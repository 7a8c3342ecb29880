import { describe, expect, it } from 'vitest';
import { DISPATCH_PLAN } from '../../tests/fixtures/interview-plans.ts';
import { classifyAnswer, nextPlanStep, type FlowTurn } from './interview-flow.ts';
import { LOW_STT_CONFIDENCE_THRESHOLD } from './stt-confidence.ts';

const context = {
  question: 'Describe a production incident you investigated and how you found the cause.',
  competency: { name: 'Production debugging', description: 'Finds root causes of production incidents methodically.' },
};
const bot = (text = 'A question?', followUp = false): FlowTurn => ({ speaker: 'bot', text, followUp });
const user = (text: string, sttConfidence: number | null = null): FlowTurn => ({
  speaker: 'user',
  text,
  sttConfidence,
});
const RICH =
  'Last spring our checkout started timing out. I read the slow query log, found a missing index on the orders table, added it and the timeouts stopped.';

describe('classifyAnswer', () => {
  it.each([
    ['', 'empty'],
    ['No.', 'negative'],
    ['Never used maps.', 'negative'],
    ["I haven't done that, sorry.", 'negative'],
    ['Yes.', 'short'],
    ['TypeScript, PostgreSQL, Redis, Kafka.', 'short'],
    ['I enjoy cycling along the river at the weekend with my friends.', 'off-topic'],
    [RICH, 'substantive'],
    [
      'Nothing comes to mind right now but in my last role I handled an outage of our payment queue and traced it.',
      'substantive',
    ],
    ['The incident was a memory leak in our worker; I found the cause with heap snapshots.', 'substantive'],
  ] as const)('%j is %s', (text, shape) => {
    expect(classifyAnswer({ text }, context)).toBe(shape);
  });

  it('a low-confidence transcript is "answer recorded": never probed, whatever it says', () => {
    expect(classifyAnswer({ text: 'No.', sttConfidence: LOW_STT_CONFIDENCE_THRESHOLD - 0.01 }, context)).toBe(
      'low-confidence',
    );
    expect(classifyAnswer({ text: 'No.', sttConfidence: LOW_STT_CONFIDENCE_THRESHOLD }, context)).toBe('negative');
  });
});

describe('nextPlanStep', () => {
  // DISPATCH_PLAN allows 1, 2, 0 and 1 follow-ups on its four questions.
  it('opens with the first question', () => {
    expect(nextPlanStep(DISPATCH_PLAN, [])).toMatchObject({ kind: 'ask', first: true, questionIndex: 0 });
  });

  it('follows up on a short answer while the question allows, then moves on', () => {
    expect(nextPlanStep(DISPATCH_PLAN, [bot(), user('No.')])).toMatchObject({
      kind: 'follow-up',
      questionIndex: 0,
      followUpNumber: 1,
      reason: 'negative',
    });
    // Question 1 allows one follow-up: another short answer moves to question 2.
    expect(nextPlanStep(DISPATCH_PLAN, [bot(), user('No.'), bot('Example?', true), user('No.')])).toMatchObject({
      kind: 'ask',
      questionIndex: 1,
    });
  });

  it('a rich answer moves on at once; a question with no follow-ups never gets one', () => {
    expect(nextPlanStep(DISPATCH_PLAN, [bot(), user(RICH)])).toMatchObject({ kind: 'ask', questionIndex: 1 });
    const atThird = [bot(), user(RICH), bot(), user(RICH), bot()];
    expect(nextPlanStep(DISPATCH_PLAN, [...atThird, user('No.')])).toMatchObject({
      kind: 'ask',
      questionIndex: 3,
      last: true,
    });
  });

  it('uses at most the allowed follow-ups (two on question 2)', () => {
    const atSecond = [bot(), user(RICH), bot()];
    const once = [...atSecond, user('Yes.'), bot('More?', true)];
    expect(nextPlanStep(DISPATCH_PLAN, [...once, user('Yes.')])).toMatchObject({
      kind: 'follow-up',
      followUpNumber: 2,
    });
    const twice = [...once, user('Yes.'), bot('More?', true), user('Yes.')];
    expect(nextPlanStep(DISPATCH_PLAN, twice)).toMatchObject({ kind: 'ask', questionIndex: 2 });
  });

  it('does not follow up on a low-confidence answer', () => {
    expect(nextPlanStep(DISPATCH_PLAN, [bot(), user('no', 0.1)])).toMatchObject({ kind: 'ask', questionIndex: 1 });
  });

  it('asks every question once, in order, then closes; time up closes at once', () => {
    const turns: FlowTurn[] = [];
    const asked: number[] = [];
    for (;;) {
      const step = nextPlanStep(DISPATCH_PLAN, turns);
      if (step.kind === 'close') break;
      if (step.kind === 'ask') asked.push(step.questionIndex);
      turns.push(bot(step.question.text, step.kind === 'follow-up'), user('No.'));
      expect(turns.length).toBeLessThan(40);
    }
    expect(asked).toEqual([0, 1, 2, 3]);
    // 4 questions + 1 + 2 + 0 + 1 follow-ups.
    expect(turns.filter((t) => t.speaker === 'bot')).toHaveLength(8);
    expect(nextPlanStep(DISPATCH_PLAN, [bot(), user('No.')], { timeUp: true })).toEqual({ kind: 'close' });
  });
});
